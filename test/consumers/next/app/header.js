'use client';
// A client component that imports the element's ES module itself (not exchange-elements/react):
// the bundler must keep the import that registers <ex-header>.
import 'exchange-elements/ex-header';

export function Header() {
  return <ex-header page-path="/" />;
}
