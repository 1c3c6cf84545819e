// exchange-elements/server (DESIGN.md §3a): server rendering for Node 20 — render a page or
// one element, write the stylesheets the shadow roots link, put the renderer in front of a site.
export { renderElement, renderPage, type RenderOptions } from './render';
export { createProxy, type ProxyOptions, type RenderHtml, type RenderRequest } from './proxy';
export { stylesheetFile, writeStylesheets } from './stylesheets';
export { allStylesheets } from './render';
