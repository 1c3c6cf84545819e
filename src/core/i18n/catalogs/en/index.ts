// English: the complete catalog and the fallback of every other language. One file per surface.
import { account } from './account';
import { common } from './common';
import { footer } from './footer';
import { header } from './header';
import { markets } from './markets';
import { reminders } from './reminders';

export const en = { ...common, ...account, ...footer, ...header, ...markets, ...reminders } as const;

export type MessageKey = keyof typeof en;
export type Catalog = { readonly [K in MessageKey]: string };
