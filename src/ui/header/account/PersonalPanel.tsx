// The personal centre (spec §2, §5, §6): the personal card to the profile, UID with copy,
// VIP tier and trial badge, progress and upgrade hint, the weak-safety notice, the trading
// account's mode, the user menu, Switch Account and Log out.
import { useId, useRef, useState } from 'react';
import { userMenu } from '../../../core/header/account/menus';
import {
  isTrialVip, switchAccountShown, tierHint, vipTier, weakSafety, type AccountContext,
} from '../../../core/header/account/rules';
import { flagOn } from '../../../core/header/flags';
import { numberLocaleOf } from '../../../core/i18n/languages';
import { ExLink } from '../../common/ExLink';
import { useConfig, useEmit, useLang, useLink, useT } from '../../common/host-context';
import type { AccountInfo } from './hooks';
import { Icon } from '../icons';
import { Avatar } from './Avatar';
import { MenuLinks } from './MenuLinks';

/** §9 "copy timeout 500 ms": how long the copy button shows its check mark. */
export const COPY_FEEDBACK_MS = 500;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function Tier({ ctx }: { ctx: AccountContext }) {
  const t = useT();
  const lang = useLang();
  const labelId = useId();
  const user = ctx.session.user;
  const locale = numberLocaleOf(lang);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const hint = tierHint(ctx.edition, user, (n) => number.format(n), locale);
  if (!hint) return null;
  return (
    <div className="xa-tier">
      <div className="xa-row">
        <span className="xa-small xa-muted" id={labelId}>{t('account.tier.progress', { tier: hint.next })}</span>
        <span className="xa-small">{hint.progress}</span>
      </div>
      <progress className="xa-progress" max={100} value={hint.percent} aria-labelledby={labelId} aria-valuetext={hint.progress} />
      <p className="xa-small xa-muted">{t('account.tier.next', { tier: hint.next })}</p>
      <ul className="xa-plans">
        {hint.plans.map((p) => <li key={p.plan} className="xa-small">{t(`account.tier.plan${p.plan}`, { amount: p.amount, unit: p.unit })}</li>)}
      </ul>
    </div>
  );
}

export function PersonalPanel({ ctx, info, notify, onLogout }: {
  ctx: AccountContext; info: AccountInfo | null; notify: (text: string) => void; onLogout: () => void;
}) {
  const t = useT();
  const link = useLink();
  const emit = useEmit();
  const config = useConfig();
  const user = ctx.session.user ?? {};
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const uid = String(user.uid ?? '');
  const tier = vipTier(user);
  const mode = info?.mode;

  const copy = async () => {
    const ok = await copyText(uid);
    notify(t(ok ? 'account.copied' : 'account.copyFailed'));
    if (!ok) return;
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <div className="xa-personal">
      <ExLink href={link('/myaccount/profile')} source="header-account.personal-card" className="xa-card" part="personal-card">
        <Avatar size={40} />
        <span className="xa-grow xa-card-text">
          <span className="xa-nickname"><bdi>{user.nickname || user.user_nick || uid}</bdi></span>
          <span className="xa-badges">
            <span className={tier > 0 ? 'xa-badge xa-vip' : 'xa-badge'}>{tier > 0 ? t('account.vip', { tier }) : t('account.regular')}</span>
            {isTrialVip(user) && <span className="xa-badge xa-trial">{t('account.trial')}</span>}
          </span>
        </span>
        <Icon name="chevronEnd" size={16} />
      </ExLink>
      <div className="xa-row xa-uid">
        <span className="xa-small xa-muted">{t('account.uid', { uid })}</span>
        <button type="button" className="xh-icon-btn" aria-label={t('account.copyUid')} onClick={() => void copy()}>
          <Icon name={copied ? 'check' : 'copy'} size={16} />
        </button>
      </div>
      <Tier ctx={ctx} />
      {weakSafety(user) && (
        <div className="xa-notice" role="note">
          <Icon name="shield" size={18} />
          <span className="xa-grow xa-small">
            {t('account.safety.weak')}{' '}
            <ExLink href={link('/myaccount/security-setting')} source="header-account.safety">{t('account.safety.action')}</ExLink>
          </span>
        </div>
      )}
      {mode && (
        <div className="xa-row xa-mode">
          <span className="xa-small xa-muted">{t('account.mode.label')}</span>
          <span className="xa-small">{t(`account.mode.${mode.mode}`)}</span>
        </div>
      )}
      {mode?.mode === 'classic' && mode.support_unified && (
        <ExLink href={link('/unified-trading-account')} source="header-account.unified" className="xa-small xa-upgrade">{t('account.mode.upgrade')}</ExLink>
      )}
      <hr className="xa-rule" />
      <MenuLinks links={userMenu(ctx)} source="header-account.user" />
      {(switchAccountShown(ctx) || flagOn(config.flags, 'logout')) && <hr className="xa-rule" />}
      {switchAccountShown(ctx) && (
        <button type="button" className="xa-link xa-action" onClick={() => emit('ex-account-switch', { uid: user.uid })}>
          <Icon name="switch" size={18} />{t('account.switch')}
        </button>
      )}
      {flagOn(config.flags, 'logout') && (
        <button type="button" className="xa-link xa-action" onClick={onLogout}>
          <Icon name="logout" size={18} />{t('account.logout')}
        </button>
      )}
    </div>
  );
}
