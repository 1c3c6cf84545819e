// Test helper: forgets every stored setting (its cookie and its localStorage entry), so a test
// file — or the next file in the same browser — starts from the page defaults.
import { cookies, storage } from '../core/persist';
import { PERSISTED } from '../core/settings';

export function forgetStoredSettings(): void {
  for (const name of Object.values(PERSISTED)) {
    cookies.remove(name);
    storage.remove(name);
  }
}
