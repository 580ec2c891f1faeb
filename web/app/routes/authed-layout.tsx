import { RequireAuth } from './require-auth';

/** The guarded screens' layout: the login guard (the query provider sits above, in the root layout). */
export default function AuthedLayout() {
  return <RequireAuth />;
}
