// Menu tags in the five styles of spec §3 (custom image, green background, fire, live image,
// VIP), on top entries and menu rows alike.
import type { MenuTag } from '../../../core/header/types';
import type { Theme } from '../../../core/types';
import { Icon } from '../icons';

const TAG_CLASS: Record<MenuTag['type'], string> = { 1: 'xh-tag-image', 2: 'xh-tag-green', 3: 'xh-tag-fire', 4: 'xh-tag-live', 5: 'xh-tag-vip' };

/** The server image for the theme, else the other one. */
export const pick = (theme: Theme, light?: string, dark?: string) => (theme === 'dark' ? dark ?? light : light ?? dark);

function Tag({ tag, theme }: { tag: MenuTag; theme: Theme }) {
  const image = pick(theme, tag.lightIcon, tag.darkIcon);
  const className = `xh-tag ${TAG_CLASS[tag.type]}`;
  if (tag.type === 1 || (tag.type === 4 && image)) {
    return <img className={className} src={image} alt={tag.word} height={24} loading="lazy" decoding="async" />;
  }
  return (
    <span className={className}>
      {tag.type === 3 && <Icon name="fire" size={12} />}
      {tag.type === 4 && <span className="xh-live-dot" aria-hidden="true" />}
      {tag.word}
    </span>
  );
}

export function Tags({ tags, theme }: { tags: readonly MenuTag[]; theme: Theme }) {
  if (!tags.length) return null;
  return <span className="xh-tags">{tags.map((tag, i) => <Tag key={i} tag={tag} theme={theme} />)}</span>;
}
