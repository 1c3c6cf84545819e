// (c) A React 19 site that adds the header over its own React: the external build imports
// react and react-dom, so the bundle holds one copy of each.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import 'exchange-elements/external/ex-header';

function App() {
  return createElement('main', null, createElement('h1', null, 'A React site'), createElement('p', { id: 'react-app' }, 'Rendered by the site\u2019s own React root.'));
}

createRoot(document.getElementById('root')).render(createElement(App));
