// The JSX flavour of test/e2e/typings-fixture.tsx that any JSX gets from exchange-elements/jsx:
// the site declares the tags itself (here in React's JSX, as a Preact site would in Preact's).
import type { CustomElements } from 'exchange-elements/jsx';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}

export const props: CustomElements['ex-search-modal'] = { 'api-base': '/api', 'site-id': '106' };
