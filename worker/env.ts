import type { Db } from './db/client';
import type { SessionUser } from '@shared/schemas/users';

/** One AppEnv for every router (createRouter in worker/lib/router.ts), so every handler sees the same Bindings and Variables. Bindings come from `wrangler types`. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Db;
    /** Set by requireUser. */
    user: SessionUser;
    /** Set by requireUser and by the light requireSession. */
    userId: string;
  };
};
