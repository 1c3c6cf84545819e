// Screenshots of the announcement bar and the cookie notice, light and dark, desktop and phone.
import { shoot } from './lib.mjs';

const shots = [];
for (const theme of ['light', 'dark']) {
  shots.push(shoot({ surface: 'announcement', story: 'home', theme }));
  shots.push(shoot({ surface: 'announcement', story: 'marquee', theme, width: 375, reducedMotion: false }));
  shots.push(shoot({ surface: 'cookie-notice', story: 'eu-home', theme, height: 400 }));
  shots.push(shoot({ surface: 'cookie-notice', story: 'mobile', theme, width: 375, height: 640 }));
  shots.push(shoot({ surface: 'cookie-notice', story: 'eu-italian', theme, height: 400 }));
}
for (const file of await Promise.all(shots)) console.log(file);
