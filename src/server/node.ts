// exchange-elements/server/node (DESIGN.md §3c): what only Node can do — put the renderer in
// front of a site with node:http, write the stylesheets the shadow roots carry (and their hashes).
export { createProxy, type ProxyOptions, type RenderHtml, type RenderRequest } from './proxy';
export { writeStylesheets } from './stylesheet-files';
