// The URL's choices for the demo pages, written into the page's #ex-config block by the demo
// server, as a real site's server writes its config for each request: the server render and the
// browser start from the same config. Parameters:
//   fault=500|timeout|garbage|empty|shape|null|code  path=<part of the failing calls' path>
//   site=<site id>  lang=<code>  theme=dark  login=0  newMenu=1 (the header's remote menu)
const CONFIG_BLOCK = /(<script type="application\/json" id="ex-config">)([\s\S]*?)(<\/script>)/;

/** The config the URL asks for, or null when it asks for nothing. */
export function queryConfig(q) {
  if (!['fault', 'site', 'lang', 'theme', 'login', 'newMenu'].some((name) => q.has(name))) return null;
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
  return config;
}

/** The page with the URL's choices merged into its config block (a page without one is left as it is). */
export function withQueryConfig(html, q) {
  const asked = queryConfig(q);
  const block = asked && CONFIG_BLOCK.exec(html);
  if (!block) return html;
  const own = JSON.parse(block[2]);
  const merged = { ...own, ...asked, flags: { ...own.flags, ...asked.flags }, common: { ...own.common, ...asked.common } };
  // `<` escaped: the JSON stays inside its script element whatever a value holds
  const json = JSON.stringify(merged, null, 2).replace(/</g, '\\u003c');
  return html.replace(CONFIG_BLOCK, (_, open, _text, close) => `${open}\n${json}\n${close}`);
}
