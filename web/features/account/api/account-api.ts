import type { z } from '@shared/validation';
import type {
  accountExportSchema,
  changePasswordResponseSchema,
  profileUpdateBodySchema,
  signedOutResponseSchema,
  Subscription,
  SubscriptionBody,
  subscriptionResponseSchema,
  User,
  userResponseSchema,
  ChangePasswordBody,
} from '@shared/schemas/users';
import { apiFetch } from '@web/lib/api';

// Calls of the account screens (profile, subscription, settings), all through apiFetch (bearer token, 401 handling).

export type ProfileUpdateInput = z.input<typeof profileUpdateBodySchema>;

/** GET /api/users/profile → data = profile. */
export async function fetchProfile(): Promise<User> {
  return (await apiFetch<z.infer<typeof userResponseSchema>>('/api/users/profile')).data;
}

/** PUT /api/users/profile → data = updated user, merged into the stored user (so the whole app sees the change). */
export async function updateProfile(body: ProfileUpdateInput): Promise<User> {
  return (await apiFetch<z.infer<typeof userResponseSchema>>('/api/users/profile', { method: 'PUT', body })).data;
}

/** PUT /api/users/subscription → data.subscription, with the server's message. */
export async function updateSubscription(
  action: SubscriptionBody['action'],
): Promise<{ subscription: Subscription; message: string | null }> {
  const res = await apiFetch<z.infer<typeof subscriptionResponseSchema>>('/api/users/subscription', {
    method: 'PUT',
    body: { action },
  });
  return { subscription: res.data.subscription, message: res.message ?? null };
}

/** PUT /api/users/password → a fresh token for this device (the other sessions are revoked). */
export async function changePassword(body: ChangePasswordBody): Promise<{ token: string; message: string | null }> {
  const res = await apiFetch<z.infer<typeof changePasswordResponseSchema>>('/api/users/password', { method: 'PUT', body });
  return { token: res.data.token, message: res.message ?? null };
}

/** GET /api/users/me/export, saved as a JSON file (RGPD right of access). */
export async function downloadMyData(): Promise<void> {
  const data = await apiFetch<z.infer<typeof accountExportSchema>>('/api/users/me/export');
  const day = (data.exportedAt ?? new Date().toISOString()).slice(0, 10);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `popote-mes-donnees-${day}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** DELETE /api/users/me with the password (RGPD right to erasure). */
export async function deleteAccount(password: string): Promise<void> {
  await apiFetch<z.infer<typeof signedOutResponseSchema>>('/api/users/me', { method: 'DELETE', body: { password } });
}
