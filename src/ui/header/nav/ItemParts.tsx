// The pieces of a menu row: its icon (built-in, or the server's light/dark image), its title
// with tags, and its description. Functions, not components: a server-rendered header draws a
// hundred rows, and each component costs the renderer a pass of its own (DESIGN.md §3c).
import type { NavItem } from '../../../core/header/types';
import type { Theme } from '../../../core/types';
import { madeOnce } from '../icons';
import { itemIcon } from '../item-icons';
import { pick, Tags } from './Tags';

export function itemGlyph(item: NavItem, theme: Theme) {
  if (item.icon) {
    return <img className="xh-glyph" src={pick(theme, item.icon.light, item.icon.dark)} alt="" width={24} height={24} loading="lazy" decoding="async" />;
  }
  const name = item.prefixIcon;
  if (name) return madeOnce(`glyph ${name}`, () => <span className="xh-glyph" aria-hidden="true">{itemIcon(name)}</span>);
  return null;
}

/** Title (with tags) and description of a row. */
export function itemText(item: NavItem, theme: Theme) {
  return (
    <span className="xh-text">
      <span className="xh-title">{item.title}{item.tags.length > 0 && <Tags tags={item.tags} theme={theme} />}</span>
      {item.desc && <span className="xh-desc">{item.desc}</span>}
    </span>
  );
}
