// The page, rendered by server.mjs and hydrated by client.mjs: the same tree on both sides (no
// JSX, so Node runs it as is). `renderOptions` is given on the server only (§3a's options).
import { createElement as h, useEffect, useState } from 'react';
import { ExConfig, ExFooter, ExHeader } from 'exchange-elements/react';

// the page config (DESIGN.md §2): written for the browser by <ExConfig>, rendered with on the server
const CONFIG = { siteId: 0, common: { lang_list: ['en', 'de'] } };

export function App({ renderOptions: request }) {
  const renderOptions = request && { ...request, config: CONFIG };
  const [lang, setLang] = useState('en');
  const [navigations, setNavigations] = useState([]);
  useEffect(() => { window.__exApp = { hydrated: true }; }, []);
  // an SPA routes internal links itself (DESIGN.md §2, ex-navigate is cancelable)
  const onExNavigate = (event) => { event.preventDefault(); setNavigations((list) => [...list, event.detail.href]); };
  return h('html', { lang },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'exchange-elements in a React stream')),
    h('body', null,
      h(ExConfig, { config: CONFIG }),
      h(ExHeader, { siteId: 0, lang, pagePath: '/', renderOptions, onExNavigate }),
      h('main', null,
        h('h1', null, 'A React 19 page, streamed'),
        h('button', { id: 'german', type: 'button', onClick: () => setLang('de') }, 'Deutsch'),
        h('ol', { id: 'navigations' }, navigations.map((href, i) => h('li', { key: i }, href)))),
      h(ExFooter, { siteId: 0, lang, renderOptions, onExNavigate })));
}
