// EX_API_ORIGIN: where the exchange API answers (the elements call /api/… on the page's origin);
// EX_ROOT: the directory whose node_modules hold next and react when above this one (tests).
const config = {
  turbopack: process.env.EX_ROOT ? { root: process.env.EX_ROOT } : {},
  outputFileTracingRoot: process.env.EX_ROOT,
  async rewrites() {
    return process.env.EX_API_ORIGIN ? [{ source: '/api/:path*', destination: `${process.env.EX_API_ORIGIN}/api/:path*` }] : [];
  },
};
export default config;
