// The stylesheets the elements' server-rendered shadow roots link, served by Next from public/
// (renderOptions.assetBase '/ex-elements/', DESIGN.md §3a).
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const dist = join(dirname(createRequire(import.meta.url).resolve('exchange-elements/package.json')), 'dist');
cpSync(join(dist, 'styles'), 'public/ex-elements/styles', { recursive: true });
