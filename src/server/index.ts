// exchange-elements/server (DESIGN.md §3a, §3c): server rendering, web-standard — it runs in
// Node, Deno, Bun and edge runtimes alike. What only Node can do is in ./node.
export { renderElement, type RenderOptions } from './render';
export { renderPage } from './render-page';
export { stylesheetFile, stylesheetHash } from './stylesheets';
export { allStylesheets } from './render';
export { createHandler, type HandlerOptions, type RenderRequest, type Upstream } from './handler';
