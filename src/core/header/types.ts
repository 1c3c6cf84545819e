// Shapes of the header's menus (spec §3 "Menu item (header, simple)", "Menu item (from remote
// configuration)", "Tag"): the static table rows, and the resolved item every view renders.
import type { ComplianceKey } from '../compliance';
import type { EditionKey } from '../editions';
import type { MessageKey } from '../i18n';
import type { HeaderFlag } from './flags';
import type { RegionFeature } from './nav/regions';

/** The header's market hover panels (§2 "Hover panels"). */
export type HoverPanelKey = 'trade' | 'futures' | 'preMarket' | 'pilot' | 'options' | 'memebox';

/** Special menu item types (§2) the header uses, plus the chat room and the rewards hub bubble. */
export type SpecialHandler =
  | 'payWith' | 'extraPanel' | 'testnet' | 'moreMenu' | 'chatRoom' | 'rewardsHub';

/** Menu tag styles 1–5 (§3): custom image, green background, fire, live image, VIP. */
export type TagStyle = 1 | 2 | 3 | 4 | 5;

export interface MenuTag {
  type: TagStyle;
  word: string;
  lightIcon?: string;
  darkIcon?: string;
}

/** Names of the header's built-in item icons (src/ui/header/icons.tsx draws them). */
export type HeaderIconName =
  | 'card' | 'swap' | 'users' | 'bank' | 'candles' | 'bolt' | 'clock' | 'rocket' | 'scale' | 'layers'
  | 'copy' | 'robot' | 'chart' | 'target' | 'book' | 'flask' | 'trophy' | 'coins' | 'lock' | 'dollar'
  | 'star' | 'square' | 'live' | 'news' | 'chat' | 'building' | 'handshake' | 'help' | 'megaphone'
  | 'gift' | 'crown' | 'calendar' | 'shield' | 'percent' | 'globe';

/** A row of the static menu tables. Field names follow §3 where the spec gives them. */
export interface MenuDef {
  key: string;
  title: MessageKey;
  desc?: MessageKey;
  /** path ('{pair}' is the edition's trade pair) or absolute external URL */
  link?: string;
  openInNewWindow?: boolean;
  prefixIcon?: HeaderIconName;
  tags?: ReadonlyArray<{ type: TagStyle; word: MessageKey }>;
  children?: readonly MenuDef[];
  /** vertical list (default) or horizontal columns */
  isVertical?: boolean;
  /** left out of the mobile drawer (§2 "Some items are hidden below 992px") */
  hideBelow992?: boolean;
  specialHandler?: SpecialHandler;
  hoverPanel?: HoverPanelKey;
  /** hidden when the compliance menu list holds this key (§6) */
  compliance?: ComplianceKey;
  /** needs this regional feature (§6) */
  needs?: RegionFeature;
  /** hidden when this header feature flag is false (§6) */
  flag?: HeaderFlag;
  /** shown only on these editions */
  only?: readonly EditionKey[];
  /** hidden on these editions */
  except?: readonly EditionKey[];
}

/** A menu entry ready to render: static and remote menus both resolve to this. */
export interface NavItem {
  key: string;
  title: string;
  desc?: string;
  /** a safe href with the language prefix, or none (a group heading or a special item) */
  href?: string;
  openInNewWindow?: boolean;
  prefixIcon?: HeaderIconName;
  /** server images for light and dark themes (already through safeUrl) */
  icon?: { light: string; dark: string };
  tags: MenuTag[];
  children: NavItem[];
  isVertical: boolean;
  hideBelow992?: boolean;
  specialHandler?: SpecialHandler;
  hoverPanel?: HoverPanelKey;
}
