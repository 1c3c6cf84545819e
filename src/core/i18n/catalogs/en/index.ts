// English: the complete catalog and the fallback of every other language. One file per surface.
import { common } from './common';
import { footer } from './footer';

export const en = { ...common, ...footer } as const;

export type MessageKey = keyof typeof en;
export type Catalog = { readonly [K in MessageKey]: string };
