// The footer's social links (spec §1): simple stroked glyphs, kept in this folder.
import { SOCIAL_LINKS, type SocialId } from '../../core/footer';
import { useEmit, useT } from '../common/host-context';

const GLYPHS: Record<SocialId, string> = {
  x: 'M4 4l16 16M20 4L4 20',
  telegram: 'M21 4L3 11l6 2.5M21 4l-3 16-6.5-5M21 4L9 13.5V19l3-3.5',
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.5 6.5h.01',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  linkedin: 'M4 9h3.5v11H4zM5.75 4.5h.01M10.5 20V9H14v1.5a3.5 3.5 0 0 1 6 2.5v7h-3.5v-6a1.5 1.5 0 0 0-3 0v6z',
};

export function SocialIcons() {
  const t = useT();
  const emit = useEmit();
  return (
    <ul className="social" part="social" aria-label={t('footer.social')}>
      {SOCIAL_LINKS.map((s) => (
        <li key={s.id}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${s.name} ${t('common.newWindow')}`}
            onClick={() => emit('ex-track', { event: 'footer_social_click', network: s.id })}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none"
              stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d={GLYPHS[s.id]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
