// The download-app QR (spec §2, §6): a real QR code of the site's download page, made by
// lean-qr (src/core/qr, level M) and drawn as one SVG path (no innerHTML, no data: URL, fine under a strict CSP).
import { useEffect, useState } from 'react';
import { onDemand } from '../../../core/loader';
import { useLoad } from '../../common/hooks';
import { usePage, useT } from '../../common/host-context';
import { ExLink } from '../../common/ExLink';

interface QrModules { size: number; data: ArrayLike<number> }

/** The encoder, loaded on first use, outside the header's first paint (its `load` is a replaceable seam for tests). */
export const qrLoader = onDemand('the QR encoder', (): Promise<(text: string) => QrModules> => import('../../../core/qr').then((m) => m.encodeQr));

/** The SVG path of the dark modules, one unit per module. */
export function qrPath(modules: QrModules): string {
  let d = '';
  for (let i = 0; i < modules.data.length; i++) {
    if (modules.data[i]) d += `M${i % modules.size} ${Math.floor(i / modules.size)}h1v1h-1z`;
  }
  return d;
}

/** `shown`: its menu is open; the encoder loads then, not with a server render's closed menu. */
export function DownloadQr({ href, shown = true }: { href: string; shown?: boolean }) {
  const t = useT();
  const absolute = new URL(href, usePage().url).href;
  const [opened, setOpened] = useState(shown);
  useEffect(() => { if (shown) setOpened(true); }, [shown]);
  const qr = useLoad(async () => (await qrLoader.load())(absolute), [absolute], opened || shown);
  const quiet = 2;

  return (
    <div className="xa-download">
      {/* a frame the code is drawn in once encoded: a server render's node, kept (DESIGN.md §3a) */}
      <span className="xa-qr-frame">
        {qr.state === 'done' && (
          <svg className="xa-qr" role="img" aria-label={t('account.download.scan')} data-qr-text={absolute}
            viewBox={`${-quiet} ${-quiet} ${qr.data.size + quiet * 2} ${qr.data.size + quiet * 2}`} shapeRendering="crispEdges">
            <rect x={-quiet} y={-quiet} width={qr.data.size + quiet * 2} height={qr.data.size + quiet * 2} fill="#fff" />
            <path d={qrPath(qr.data)} fill="#000" />
          </svg>
        )}
      </span>
      <p className="xa-small">{t('account.download.scan')}</p>
      <ExLink href={href} source="header-account.download" className="xa-small">{t('account.download.open')}</ExLink>
    </div>
  );
}
