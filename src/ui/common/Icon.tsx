// Small inline SVG icons (no external requests, no innerHTML).
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  speaker: 'M4 10v4h3l5 4V6L7 10H4zm12.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z',
  pause: 'M8 6v12M16 6v12',
  play: 'M8 5l11 7-11 7z',
  chevron: 'M9 6l6 6-6 6',
  cookie: 'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3zM8 11h.01M12 16h.01M16 14h.01M9 15h.01',
} as const;

export type IconName = keyof typeof PATHS;

const FILLED: ReadonlySet<IconName> = new Set(['speaker', 'play']);

export interface SvgProps { d: string; size: number; className?: string; filled?: boolean; strokeWidth?: number }

/** One 24-unit icon path, stroked (or filled) in the text colour, hidden from assistive technology.
 * A function, not a component: a server-rendered header draws a hundred of them, and each
 * component costs the renderer a pass of its own (DESIGN.md §3c throughput). */
export function svg({ d, size, className, filled, strokeWidth = 2 }: SvgProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

export const Icon = ({ name, size = 16 }: { name: IconName; size?: number }) =>
  svg({ d: PATHS[name], size, filled: FILLED.has(name) });
