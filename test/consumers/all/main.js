// (b) A site that shows every element through the package's main entry, and logs its visitor
// in through the page API.
import { configure } from 'exchange-elements';

configure({
  common: { is_login: true },
  user: { isLogin: true, uid: 10086123, nickname: 'Satoshi N.', tier_level: 1, kyc_status: 2, safe_level: 2, is_sub_account: false },
});
