// The drive sandbox Worker (wrangler.toml `main`). Its entry exports the handler only: workerd
// reads every export of the entry module as a handler. The logic and its contract: sandbox.ts.
import { createSandbox } from './sandbox';

const sandbox = createSandbox();

export default {
  fetch(request: Request): Promise<Response> {
    return sandbox.fetch(request);
  },
} satisfies ExportedHandler;
