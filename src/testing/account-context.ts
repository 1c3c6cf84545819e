// Test helper: an AccountContext for an edition, logged in unless `user` is null.
import { editionByKey, type EditionKey } from '../core/editions';
import type { UserInfo } from '../core/types';
import type { AccountContext } from '../core/header/account/rules';

export function accountContext(key: EditionKey, o: Partial<Omit<AccountContext, 'edition' | 'session'>> & { user?: UserInfo | null } = {}): AccountContext {
  const { user, ...rest } = o;
  const session = user === null ? { isLogin: false, user: null } : { isLogin: true, user: { uid: 10086, isLogin: true, ...user } };
  return {
    edition: editionByKey(key), session, common: {}, compliance: { menuList: [], businessList: [] }, flags: {}, ...rest,
  };
}
