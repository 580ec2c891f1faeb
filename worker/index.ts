import { app } from './app';
import { createDb } from './db/client';
import { runRetention } from './features/retention/retention.service';

export { ShoppingListDO } from './features/shopping/shopping-list.do';

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runRetention(createDb(env.DB)).then((r) => console.log('retention', r)));
  },
} satisfies ExportedHandler<Env>;
