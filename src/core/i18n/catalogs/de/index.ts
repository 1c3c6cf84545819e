import type { Catalog } from '../en';
import { common } from './common';
import { footer } from './footer';

export const catalog: Partial<Catalog> = { ...common, ...footer };
