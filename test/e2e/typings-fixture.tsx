// A site's React 19 components using the installed package's typings of the elements
// (test/e2e/package.test.mjs type-checks it in each JSX flavour, typings-react.ts and
// typings-jsx.ts): each line marked `// expect: <kind>` must fail with that kind's error, every
// other line must compile.
export function Shell({ path }: { path: string }) {
  return (
    <>
      <ex-header page-path={path} site-id={106} lang="de" theme="dark" onex-navigate={(e) => e.detail.href.startsWith('/')} />
      <ex-market-dropdown market="spot" page-path="/trade/BTC_USDT" />
      <ex-market-dropdown market="pre-market" onex-track={(e) => e.detail.key} />
      <ex-footer site-id={232} onex-track={(e) => (e.detail.event === 'footer_click' ? e.detail.section : e.detail.network)} />
      <ex-footer site-id="106" />
      <ex-app-banner suppressed app-link="https://app.example/open" />
      <ex-footer site-id="abc" /> {/* expect: wrong-type */}
      <ex-market-dropdown market={5} /> {/* expect: wrong-type */}
      <ex-market-dropdown market="bogus" /> {/* expect: wrong-type */}
      <ex-header page-path={1} /> {/* expect: wrong-type */}
      <ex-header theme="blue" /> {/* expect: wrong-type */}
      <ex-header onex-navigate={(e) => e.detail.url} /> {/* expect: wrong-member */}
      <ex-headr page-path="/" /> {/* expect: unknown-tag */}
    </>
  );
}
