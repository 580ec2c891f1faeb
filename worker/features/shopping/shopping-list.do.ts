import { DurableObject } from 'cloudflare:workers';

/**
 * One Durable Object per shopping list (DESIGN.md): orders concurrent item mutations,
 * writes them to D1 and fans the new state out over hibernatable WebSockets.
 */
export class ShoppingListDO extends DurableObject<Env> {
  async ping(): Promise<string> {
    return 'pong';
  }
}
