// The URL's choices for all-elements.html and all-elements.csp.html, applied with
// exElements.configure() after the classic script and before the body is parsed, so the
// elements start with them. A file, not an inline script, and no script text written from
// script (Trusted Types forbids it), so the same page works under the strict CSP. Parameters:
//   fault=500|timeout|garbage|empty|shape|null|code  path=<part of the failing calls' path>
//   site=<site id>  lang=<code>  theme=dark  login=0  newMenu=1 (the header's remote menu)
(() => {
  const q = new URLSearchParams(location.search);
  const fault = q.get('fault');
  const path = q.get('path');
  const site = q.get('site');
  const config = {
    // the mock's per-request fault prefix (demo/mock/faults.mjs)
    apiBase: fault ? `/__fault/${fault}${path ? `:${encodeURIComponent(path)}` : ''}` : '',
    flags: { newMenu: q.get('newMenu') === '1' },
  };
  if (site) Object.assign(config, { siteId: Number(site), common: { sub_website_id: Number(site) } });
  if (q.get('lang')) config.lang = q.get('lang');
  if (q.get('theme')) config.theme = q.get('theme');
  if (q.get('login') === '0') Object.assign(config, { user: null, common: { ...config.common, is_login: false } });
  window.exElements.configure(config);
})();
