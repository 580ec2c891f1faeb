import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@shared/schemas/users';

/** The login form's rules, the API's own schema with its French messages: a chunk of its own (login-page.tsx). */
export const loginResolver = zodResolver(loginBodySchema);
