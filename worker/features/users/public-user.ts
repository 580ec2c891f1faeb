import { locationSchema, preferencesSchema, type SessionUser, type User } from '@shared/schemas/users';
import { readPreferences } from './readings';
import { currentSubscription } from './subscription';

/** The public shape of a user (shared userSchema): never the hash, the session version or internal dates. */
export function toPublicUser(row: SessionUser, now: Date): User {
  // Rows written before a field existed still answer with the schema's defaults.
  const preferences = { ...preferencesSchema.parse({}), ...row.preferences };
  const location = { ...locationSchema.parse({}), ...row.location };
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    preferences,
    readings: readPreferences(preferences),
    household: {
      size: preferences.adultCount + preferences.childrenCount,
      includesChildren: preferences.childrenCount > 0,
    },
    location,
    subscription: currentSubscription(row, now),
    createdAt: row.createdAt,
  };
}
