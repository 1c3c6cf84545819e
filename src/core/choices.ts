// Choosing a language or a fiat, wherever the control is (the header's settings menu and
// drawer, the phone footer; spec §4): both go through the page-wide stores, so every element
// follows, then the page moves to the new address or reloads.
import { rewriteLangPath } from './links';
import { navigation } from './navigation';
import { setFiat, setLocale } from './stores';

/** Switches the language: stores it (cookie, rise colour by language) and gives the new address. */
export function switchLanguage(lang: string, path: string, langs: readonly string[]): string {
  setLocale(lang);
  return rewriteLangPath(path, lang, langs);
}

/** §4: picking a fiat opens the switch with that fiat, writes curr_fiat (one year, /) and reloads. */
export function pickFiat(fiat: string): void {
  setFiat(fiat);
  navigation.reload();
}
