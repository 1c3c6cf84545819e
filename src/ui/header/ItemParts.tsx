// The pieces of a menu row: its icon (built-in, or the server's light/dark image) and its
// tags in the five styles of spec §3 (custom image, green background, fire, live image, VIP).
import type { MenuTag, NavItem } from '../../core/header/types';
import type { Theme } from '../../core/types';
import { ItemIcon, UiIcon } from './icons';

const TAG_CLASS: Record<MenuTag['type'], string> = { 1: 'xh-tag-image', 2: 'xh-tag-green', 3: 'xh-tag-fire', 4: 'xh-tag-live', 5: 'xh-tag-vip' };

const pick = (theme: Theme, light?: string, dark?: string) => (theme === 'dark' ? dark ?? light : light ?? dark);

export function Tag({ tag, theme }: { tag: MenuTag; theme: Theme }) {
  const image = pick(theme, tag.lightIcon, tag.darkIcon);
  const className = `xh-tag ${TAG_CLASS[tag.type]}`;
  if (tag.type === 1 || (tag.type === 4 && image)) {
    return <img className={className} src={image} alt={tag.word} height={24} loading="lazy" decoding="async" />;
  }
  return (
    <span className={className}>
      {tag.type === 3 && <UiIcon name="fire" size={12} />}
      {tag.type === 4 && <span className="xh-live-dot" aria-hidden="true" />}
      {tag.word}
    </span>
  );
}

export function Tags({ tags, theme }: { tags: readonly MenuTag[]; theme: Theme }) {
  if (!tags.length) return null;
  return <span className="xh-tags">{tags.map((tag, i) => <Tag key={i} tag={tag} theme={theme} />)}</span>;
}

export function ItemGlyph({ item, theme }: { item: NavItem; theme: Theme }) {
  if (item.icon) {
    return <img className="xh-glyph" src={pick(theme, item.icon.light, item.icon.dark)} alt="" width={24} height={24} loading="lazy" decoding="async" />;
  }
  if (item.prefixIcon) return <span className="xh-glyph" aria-hidden="true"><ItemIcon name={item.prefixIcon} /></span>;
  return null;
}

/** Title (with tags) and description of a row. */
export function ItemText({ item, theme }: { item: NavItem; theme: Theme }) {
  return (
    <span className="xh-text">
      <span className="xh-title">{item.title}<Tags tags={item.tags} theme={theme} /></span>
      {item.desc && <span className="xh-desc">{item.desc}</span>}
    </span>
  );
}
