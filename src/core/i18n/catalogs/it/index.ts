import type { Catalog } from '../en';
import { account } from './account';
import { common } from './common';
import { footer } from './footer';
import { header } from './header';
import { markets } from './markets';
import { reminders } from './reminders';

export const catalog: Partial<Catalog> = { ...common, ...account, ...footer, ...header, ...markets, ...reminders };
