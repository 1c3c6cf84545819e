// The download-app QR (spec §2, §6): a real QR code of the site's download page, made by
// lean-qr (src/core/qr, level M) and drawn as one SVG path (no innerHTML, no data: URL, fine under a strict CSP).
import { useLoad } from '../../common/hooks';
import { useT } from '../../common/host-context';
import { ExLink } from '../../common/ExLink';

interface QrModules { size: number; data: ArrayLike<number> }

/** Loads the encoder on first use, outside the header's first paint (a replaceable seam for tests). */
export const qrLoader = {
  load: (): Promise<(text: string) => QrModules> => import('../../../core/qr').then((m) => m.encodeQr),
};

/** The SVG path of the dark modules, one unit per module. */
export function qrPath(modules: QrModules): string {
  let d = '';
  for (let i = 0; i < modules.data.length; i++) {
    if (modules.data[i]) d += `M${i % modules.size} ${Math.floor(i / modules.size)}h1v1h-1z`;
  }
  return d;
}

export function DownloadQr({ href }: { href: string }) {
  const t = useT();
  const absolute = new URL(href, location.href).href;
  const qr = useLoad(async () => (await qrLoader.load())(absolute), [absolute]);
  const quiet = 2;

  return (
    <div className="xa-download">
      {qr.state === 'done' ? (
        <svg className="xa-qr" role="img" aria-label={t('account.download.scan')} data-qr-text={absolute}
          viewBox={`${-quiet} ${-quiet} ${qr.data.size + quiet * 2} ${qr.data.size + quiet * 2}`} shapeRendering="crispEdges">
          <rect x={-quiet} y={-quiet} width={qr.data.size + quiet * 2} height={qr.data.size + quiet * 2} fill="#fff" />
          <path d={qrPath(qr.data)} fill="#000" />
        </svg>
      ) : <span className="xa-qr xa-qr-empty" aria-hidden="true" />}
      <p className="xa-small">{t('account.download.scan')}</p>
      <ExLink href={href} source="header-account.download" className="xa-small">{t('account.download.open')}</ExLink>
    </div>
  );
}
