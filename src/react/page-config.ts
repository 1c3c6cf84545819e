// The page's config block (DESIGN.md §2) written by a React tree: what the elements read at
// start in the browser. A site that renders with `renderOptions.config` writes the same config
// here, so the browser starts from the state the server rendered (or an element renders afresh).
import { createElement } from 'react';
import { CONFIG_ELEMENT_ID } from '../core/config';
import type { PageConfigInput } from '../core/types';

/** `<script type="application/json" id="ex-config">`, its JSON safe inside a script element. */
export function ExConfig({ config }: { config: PageConfigInput }) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return createElement('script', { type: 'application/json', id: CONFIG_ELEMENT_ID, dangerouslySetInnerHTML: { __html: json } });
}
