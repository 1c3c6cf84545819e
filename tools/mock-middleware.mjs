// Own code, because there is nothing to replace: @web/dev-server's `middleware` option is the
// maintained hook, and this adapter only mounts our own mock API in it.
// Mounts the demo's mock API (the MSW handlers of demo/mock/handlers.mjs, through api.mjs) in the test server, so browser tests
// talk to the same backend a designer sees in `npm start`.
export function mockApiMiddleware() {
  const mock = import('../demo/mock/api.mjs').catch((e) => {
    console.error(`The mock API did not load, so API calls in tests will fail: ${e.message}`);
    return null;
  });
  return async (ctx, next) => {
    const api = await mock;
    if (api) {
      ctx.respond = false;
      if (await api.handleApi(ctx.req, ctx.res)) return;
      ctx.respond = true;
    }
    await next();
  };
}
