// The JSX flavour of test/e2e/typings-fixture.tsx that React sites get by importing an element
// (types/ex-elements.d.ts declares the tags in React's JSX), and the DOM typed from the manifest.
import 'exchange-elements/ex-header';
import 'exchange-elements/external/ex-market-dropdown';
import type { ExMarketDropdownElement } from 'exchange-elements/types';

const dropdown: ExMarketDropdownElement | null = document.querySelector('ex-market-dropdown');
if (dropdown) dropdown.market = 'futures';
if (dropdown) dropdown.market = 'bonds'; // expect: wrong-type
if (dropdown) dropdown.siteId = 106;
// the field is the element's parsed value: markup's string form is the attribute's
if (dropdown) dropdown.siteId = '106'; // expect: wrong-type
