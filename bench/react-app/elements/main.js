// The same site with the header and footer of exchange-elements/react, on the site's React.
import { createElement, Fragment } from 'react';
import { createRoot } from 'react-dom/client';
import { ExFooter, ExHeader } from 'exchange-elements/react';

createRoot(document.getElementById('root')).render(createElement(Fragment, null,
  createElement(ExHeader, { siteId: 0, pagePath: '/' }), createElement('main', null, 'A React site'), createElement(ExFooter, { siteId: 0 })));
