// The header's interface icons (bar, menus, account side, drawer): inline SVG, no requests,
// no innerHTML. The menu items' own icons are in item-icons.tsx, loaded with the menus.
import type { ReactElement } from 'react';
import type { SvgProps } from '../common/Icon';

export const PATHS = {
  chevronDown: 'M6 9l6 6 6-6',
  chevronEnd: 'M9 6l6 6-6 6',
  back: 'M15 18l-6-6 6-6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  check: 'M5 12l5 5 9-10',
  fire: 'M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5.5 1-8.5z',
  gear: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3 7 7 0 0 0 21 12.8z',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  bell: 'M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
  wallet: 'M3 7a2 2 0 0 1 2-2h14v14H5a2 2 0 0 1-2-2zM3 7a2 2 0 0 0 2 2h16v10M17 14h.01',
  orders: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  phone: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  switch: 'M16 3l4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM12 8v4M12 16h.01',
} as const;

export type IconName = keyof typeof PATHS;

/** Icons that point along the reading direction, mirrored for right-to-left. */
const FLIP: ReadonlySet<IconName> = new Set(['chevronEnd', 'back', 'logout']);

/** The header's icons: a lighter stroke than the other elements', drawn by the `.xh-icon` rule
 * (styles.ts) rather than by six attributes each: a server-rendered header writes a hundred. */
export const headerSvg = ({ d, size, className, filled }: Omit<SvgProps, 'strokeWidth'>) => (
  <svg className={`xh-icon${filled ? ' xh-filled' : ''}${className ? ` ${className}` : ''}`} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} />
  </svg>
);

const made = new Map<string, ReactElement>();

/**
 * One element per distinct icon, made once and reused (React renders a constant element as it
 * would a fresh one), so a render allocates none: a server-rendered header draws a hundred
 * (DESIGN.md §3c throughput). `key` names the icon as `make` draws it.
 */
export function madeOnce(key: string, make: () => ReactElement): ReactElement {
  let element = made.get(key);
  if (!element) made.set(key, element = make());
  return element;
}

/** A header icon by name; mirrored for right-to-left where it points along the reading direction. */
export const icon = (name: IconName, size = 16, className?: string) => madeOnce(`${name} ${size} ${className}`, () =>
  headerSvg({ d: PATHS[name], size, className: FLIP.has(name) ? `${className ?? ''} xh-flip` : className, filled: name === 'fire' }));

export const Icon = ({ name, size, className }: { name: IconName; size?: number; className?: string }) => icon(name, size, className);
