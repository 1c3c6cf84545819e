// The header's language list: each language marked in its own language, by its HTML tag, and
// the region tip's new-window link saying so in hidden text.
import { expect, find, mount, openMenu, page } from '../../../testing/header-account';

async function languageList() {
  page();
  const el = await mount();
  const panel = await openMenu(el, 'settings');
  [...panel.querySelectorAll('button')].find((b) => b.textContent!.includes('Language and region'))!.click();
  return { el, list: await find(el, 'ul.xa-options') };
}
const option = (list: Element, name: string) => [...list.querySelectorAll<HTMLButtonElement>('.xa-option')].find((b) => b.textContent!.includes(name))!;

describe('HeaderActions: language list', () => {
  it('marks each language by its HTML tag: Traditional Chinese (site code tw) is zh-TW, not Twi (WCAG 3.1.2)', async () => {
    const { list } = await languageList();
    expect(option(list, '繁體中文').lang).to.equal('zh-TW');
    expect(option(list, 'Deutsch').lang).to.equal('de');
  });

  it('the region tip\'s user agreement opens a new window and says so in hidden text, as the footer\'s links do', async () => {
    const { list } = await languageList();
    const agreement = list.querySelector<HTMLAnchorElement>('[role="tooltip"] a')!;
    expect(agreement.target).to.equal('_blank');
    expect(agreement.querySelector('.ex-visually-hidden')!.textContent!.trim()).to.equal('(opens in a new window)');
  });
});
