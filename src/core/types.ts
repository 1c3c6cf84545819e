// The page configuration's types are part of the package's typings: they live in
// types/core-types.d.ts (re-exported by types/index.d.ts), and the code reads them from there.
import type { PageConfig as DeclaredPageConfig, PageConfigInput as DeclaredPageConfigInput } from '../../types/core-types';
import type { PriceConfig } from './prices/types';

export type * from '../../types/core-types';
export type { PriceConfig, PriceSource, Tick } from './prices/types';

// `prices` is added here until types/core-types.d.ts (generated apart) declares it.
/** The page configuration, with live prices (DESIGN §3b). */
export interface PageConfig extends DeclaredPageConfig {
  /** the live price feed of open market lists; none without it (and without a host source) */
  prices?: PriceConfig | null;
}

export type PageConfigInput = DeclaredPageConfigInput & { prices?: PriceConfig | null };
