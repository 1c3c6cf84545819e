// The menu items' built-in icons (spec §3 prefixIcon), drawn by the rows of the menus and
// the drawer, so they load with them.
import type { HeaderIconName } from '../../core/header/types';
import { headerSvg, madeOnce, PATHS } from './icons';

const ITEM_PATHS: Record<HeaderIconName, string> = {
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  swap: 'M7 7h11l-3-3M17 17H6l3 3',
  users: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 19a6 6 0 0 0-2-4.5',
  bank: 'M3 9l9-5 9 5M5 9v8M10 9v8M14 9v8M19 9v8M3 20h18',
  candles: 'M7 4v16M5 8h4v6H5zM17 4v16M15 10h4v5h-4z',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  rocket: 'M12 15l-3-3c1-4 4-8 10-9-1 6-5 9-9 10zM9 12l-4 1 2-4h4M12 15l-1 4 4-2v-4M6 18l-2 2',
  scale: 'M12 4v16M7 20h10M4 8h16M7 8l-3 6a3 3 0 0 0 6 0zM17 8l-3 6a3 3 0 0 0 6 0z',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  copy: PATHS.copy,
  robot: 'M5 9h14v10H5zM12 5v4M9 13h.01M15 13h.01M9 16h6',
  chart: 'M4 19h16M6 15l4-4 3 3 5-6',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7',
  flask: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7 15h10',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8',
  coins: 'M4 7c0-1.7 2.2-3 5-3s5 1.3 5 3-2.2 3-5 3-5-1.3-5-3zM4 7v5c0 1.7 2.2 3 5 3s5-1.3 5-3V7M10 17c.8.6 2.3 1 4 1 2.8 0 5-1.3 5-3v-5c0-1.5-1.7-2.7-4-3',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  dollar: 'M12 3v18M16 7c-.5-1.2-2-2-4-2-2.2 0-4 1.1-4 3s1.8 2.6 4 3 4 1.1 4 3-1.8 3-4 3c-2 0-3.5-.8-4-2',
  star: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.3-.9z',
  square: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  live: 'M4 7h12v10H4zM16 10l4-2v8l-4-2',
  news: 'M5 4h12v16H7a2 2 0 0 1-2-2zM17 8h2v10a2 2 0 0 1-2 2M8 8h6M8 12h6M8 16h4',
  chat: 'M4 5h16v11H9l-5 4zM8 10h8M8 13h5',
  building: 'M5 21V4h10v17M15 9h4v12M3 21h18M8 8h4M8 12h4M8 16h4',
  handshake: 'M3 11l4-4 5 2 5-2 4 4M3 11l6 6 3-3 3 3 6-6M9 11l3 3',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17h.01',
  megaphone: 'M4 10v4h3l8 4V6l-8 4zM18 9a4 4 0 0 1 0 6M7 14l1 5h3l-1-4',
  gift: 'M4 9h16v4H4zM6 13v8h12v-8M12 9v12M12 9c-2-4-6-4-6-1.5S9 9 12 9zM12 9c2-4 6-4 6-1.5S15 9 12 9z',
  crown: 'M4 18h16M4 8l4 4 4-6 4 6 4-4-2 10H6z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  percent: 'M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  globe: PATHS.globe,
};

export const itemIcon = (name: HeaderIconName) => madeOnce(`item ${name}`, () => headerSvg({ d: ITEM_PATHS[name], size: 20 }));
