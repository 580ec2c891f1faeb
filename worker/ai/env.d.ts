// OPENAI_API_KEY is a secret (`wrangler secret put OPENAI_API_KEY`, or .dev.vars locally), so `wrangler types`
// does not see it in wrangler.toml: declared here by declaration merging, never in the generated file.
declare namespace Cloudflare {
  interface Env {
    OPENAI_API_KEY?: string;
  }
}
