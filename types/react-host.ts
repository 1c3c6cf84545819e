// A React host of exchange-elements/react, by the package's name: `npm run typecheck` checks the
// generated component typings (types/react.d.ts) with it.
import { createElement } from 'react';
import { ExAlphaList, ExConfig, ExFooter, ExHeader, type ExHeaderProps, type ReactRenderOptions } from 'exchange-elements/react';

const renderOptions: ReactRenderOptions = { cookies: 'lang=de', url: 'https://www.example.com/', nonce: 'n0nce', config: { siteId: 1 } };
const element = { current: null as HTMLElement | null };
const header: ExHeaderProps = { ref: element, siteId: 0, lang: 'de', pagePath: '/', renderOptions, onExNavigate: (event) => event.preventDefault() };
export const page = [
  createElement(ExConfig, { config: { siteId: 1, lang: 'de' } }),
  createElement(ExHeader, header),
  createElement(ExFooter, { siteId: 106, onExSettingsChange: (event: CustomEvent) => event.detail }),
  createElement(ExAlphaList, { chain: 'sol', menu: [{ code: 'sol' }] }),
];
// @ts-expect-error: a component's siteId is script's number, as the element's field (markup's "106" is the tag's site-id)
void createElement(ExFooter, { siteId: '106' });
// @ts-expect-error: the header fires no such event
void createElement(ExHeader, { onExCookieNoticeClose: () => {} });
// @ts-expect-error: a page config's siteId is a number
void createElement(ExConfig, { config: { siteId: '1' } });
