// Screenshots of the footer (global, Turkey, EU in Italian, UAE in Arabic; desktop 1440 and
// phone 375, the phone with its first section open) and the open-app banner, light and dark.
import { footerSection } from './gallery.mjs';
import { shoot } from './lib.mjs';

const footers = [
  ['global', 'global-mobile'],
  ['turkey', 'turkey-mobile'],
  ['eu-italian', 'eu-italian-mobile'],
  ['uae-arabic', 'uae-arabic-mobile'],
];

const shots = [];
for (const theme of ['light', 'dark']) {
  for (const [desktop, mobile] of footers) {
    shots.push(shoot({ surface: 'footer', story: desktop, theme, height: 600 }));
    shots.push(shoot({ surface: 'footer', story: mobile, theme, width: 375, height: 700, before: footerSection }));
  }
  shots.push(shoot({ surface: 'app-banner', story: 'default', theme, height: 200 }));
  shots.push(shoot({ surface: 'app-banner', story: 'mobile', theme, width: 375, height: 200 }));
  shots.push(shoot({ surface: 'app-banner', story: 'arabic', theme, width: 375, height: 200 }));
}
shots.push(shoot({ surface: 'footer', story: 'all-editions', theme: 'light', height: 900 }));
for (const file of await Promise.all(shots)) console.log(file);
