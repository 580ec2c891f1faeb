import { app } from './app';
import { createDb } from './db/client';
import { runRetention } from './features/retention/retention.service';
import { systemClock } from './lib/deps';
import { describeError, logLine } from './middleware/request-log';

export { ShoppingListDO } from './features/shopping/shopping-list.do';

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      runRetention({ db: createDb(env.DB), now: systemClock }).then(
        (erased) => logLine({ level: 'info', msg: 'retention', erased }),
        (err: unknown) => {
          logLine({ level: 'error', msg: 'retention failed', error: describeError(err) });
          throw err;
        },
      ),
    );
  },
} satisfies ExportedHandler<Env>;
