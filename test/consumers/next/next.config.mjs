// As examples/nextjs/next.config.mjs: EX_ROOT holds next and react; the exchange API's paths go to the mock API.
export default {
  turbopack: { root: process.env.EX_ROOT },
  outputFileTracingRoot: process.env.EX_ROOT,
  rewrites: async () => [{ source: '/:api(api|apiw|apiweb)/:path*', destination: `${process.env.EX_API_ORIGIN}/:api/:path*` }],
};
