// A site's React 19 component using the installed package's typings (test/e2e/package.test.mjs
// type-checks it): each line marked `// expect: <kind>` must fail with that kind's error, every
// other line must compile.
import 'exchange-elements/ex-header';
import 'exchange-elements/external/ex-market-dropdown';
import type { ExMarketDropdownElement } from 'exchange-elements/types';
import type { CustomElements } from 'exchange-elements/jsx';

export function Shell({ path }: { path: string }) {
  return (
    <>
      <ex-header page-path={path} site-id={106} lang="de" theme="dark" onex-navigate={(e) => e.detail.href.startsWith('/')} />
      <ex-market-dropdown market="spot" page-path="/trade/BTC_USDT" />
      <ex-market-dropdown market="pre-market" onex-track={(e) => e.detail.key} />
      <ex-footer site-id={232} onex-track={(e) => (e.detail.event === 'footer_click' ? e.detail.section : e.detail.network)} />
      <ex-app-banner suppressed app-link="https://app.example/open" />
      <ex-market-dropdown market={5} /> {/* expect: wrong-type */}
      <ex-market-dropdown market="bonds" /> {/* expect: wrong-type */}
      <ex-header page-path={1} /> {/* expect: wrong-type */}
      <ex-header theme="blue" /> {/* expect: wrong-type */}
      <ex-header onex-navigate={(e) => e.detail.url} /> {/* expect: wrong-member */}
      <ex-headr page-path="/" /> {/* expect: unknown-tag */}
    </>
  );
}

const dropdown: ExMarketDropdownElement | null = document.querySelector('ex-market-dropdown');
if (dropdown) dropdown.market = 'futures';
if (dropdown) dropdown.market = 'bonds'; // expect: wrong-type
export const props: CustomElements['ex-search-modal'] = { 'api-base': '/api' };
