// exchange-elements in a Cloudflare Worker (DESIGN.md §3c), without nodejs_compat: the site at
// UPSTREAM (a var, or a service binding in its place) with its HTML pages server-rendered.
import { createHandler } from 'exchange-elements/server';

export default {
  fetch: (request, env) => createHandler({ upstream: env.UPSTREAM, render: { assetBase: env.ASSET_BASE } })(request),
};
