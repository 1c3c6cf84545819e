// The account side's view hooks: the rules' context with the account data, its stylesheet
// in whatever shadow root mounts it, and the toast.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_ACCOUNT_MODE, type AccountMode } from '../../../core/api/endpoints';
import { SWITCH_TAG_COOKIE, type AccountContext } from '../../../core/header/account/rules';
import { cookies } from '../../../core/persist';
import { useApi, useCommon, useCompliance, useConfig, useEdition, useHost, useSession } from '../../common/host-context';
import { useLoad } from '../../common/hooks';
import type { Styles } from '../../common/styles';

export interface AccountInfo {
  mode: AccountMode;
  crossMarginUid?: unknown;
}

/** account_mode and, where a cross-margin row could show, cross_margin/info (§7), for logged-in users. */
export function useAccountInfo(enabled: boolean, crossMargin: boolean): AccountInfo | null {
  const api = useApi();
  const loaded = useLoad(async (signal) => {
    const [mode, cross] = await Promise.all([
      api.call('accountMode', { signal }),
      crossMargin ? api.call('crossMarginInfo', { signal }) : Promise.resolve({} as Record<string, unknown>),
    ]);
    return { mode, crossMarginUid: cross.crossMarginUid };
  }, [api, crossMargin], enabled);
  return loaded.state === 'done' ? loaded.data : null;
}

/** The rules' context of this element. */
export function useAccountContext(info: AccountInfo | null): AccountContext {
  const edition = useEdition();
  const session = useSession();
  const common = useCommon();
  const compliance = useCompliance();
  const config = useConfig();
  const switchTag = !!cookies.get(SWITCH_TAG_COOKIE);
  return useMemo(() => ({
    edition, session, common, compliance, flags: config.flags, switchTag,
    crossMarginUid: info?.crossMarginUid,
    upgraded: (info?.mode ?? DEFAULT_ACCOUNT_MODE()).mode !== 'classic',
  }), [edition, session, common, compliance, config.flags, switchTag, info]);
}

/** Adopts a stylesheet into the shadow root this view renders in (the header's). */
export function useAdoptedStyles(styles: Styles): void {
  const host = useHost();
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (root && !root.adoptedStyleSheets.includes(styles.sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.sheet];
  }, [host, styles]);
}

export const TOAST_MS = 2000;

/** A short status message ("Copied successfully"). */
export function useToast(): { text: string | null; notify: (text: string) => void } {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const notify = useCallback((next: string) => {
    clearTimeout(timer.current);
    setText(next);
    timer.current = setTimeout(() => setText(null), TOAST_MS);
  }, []);
  return { text, notify };
}
