import type { Catalog } from '../en';
import { common } from './common';
import { footer } from './footer';
import { header } from './header';
import { markets } from './markets';
import { reminders } from './reminders';

export const catalog: Partial<Catalog> = { ...common, ...footer, ...header, ...markets, ...reminders };
