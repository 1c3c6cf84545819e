// The designers' page: controls (edition, language, theme, logged in/out, VIP tier,
// sub-account, viewport width, faults) over every story of every surface, each in a frame.
import { EDITIONS } from '../../src/core/editions';
import { DEFAULT_CONTROLS, LANG_LIST, readControls, writeControls, type Controls } from './demo-config';
import { loadFrames, storyFrame } from './frames';
import { storyGroups } from './stories-index';

const form = document.getElementById('controls') as HTMLFormElement;
const gallery = document.getElementById('gallery')!;
const nav = document.getElementById('surfaces')!;

const options = (select: string, entries: Array<[string, string]>) => {
  const el = form.elements.namedItem(select) as HTMLSelectElement;
  el.append(...entries.map(([value, label]) => new Option(label, value)));
};

options('site', EDITIONS.map((e) => [e.key === 'testnet' ? 'testnet' : String(e.siteId), `${e.name} (${e.key === 'testnet' ? 'testnet' : e.siteId})`]));
options('lang', Object.entries(LANG_LIST).map(([code, name]) => [code, `${name} (${code})`]));

function fill(c: Controls): void {
  for (const [name, value] of Object.entries(c)) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (!field) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = Boolean(value);
    else field.value = String(value);
  }
}

function read(): Controls {
  const data = new FormData(form);
  return {
    site: String(data.get('site')), lang: String(data.get('lang')),
    theme: data.get('theme') === 'dark' ? 'dark' : 'light', login: data.get('login') === 'on',
    vip: Number(data.get('vip')), sub: data.get('sub') === 'on', width: String(data.get('width')),
    fault: String(data.get('fault') ?? ''),
  };
}

function render(): void {
  const controls = read();
  const params = writeControls(controls);
  history.replaceState(null, '', `?${params}`);
  document.documentElement.classList.toggle('dark', controls.theme === 'dark');
  gallery.replaceChildren(...storyGroups.map((group) => {
    const section = document.createElement('section');
    section.id = group.surface;
    const h2 = document.createElement('h2');
    const page = document.createElement('a');
    page.href = `/stories.html?${new URLSearchParams({ ...Object.fromEntries(params), surface: group.surface })}`;
    page.textContent = `<${group.tag}>`;
    h2.append(`${group.title} `, page);
    section.append(h2, ...group.stories.map((s) => storyFrame(group, s, params)));
    return section;
  }));
  loadFrames(gallery);
  nav.replaceChildren(...storyGroups.map((g) => {
    const a = document.createElement('a');
    a.href = `#${g.surface}`;
    a.textContent = g.title;
    return a;
  }));
}

fill({ ...DEFAULT_CONTROLS, ...readControls(new URLSearchParams(location.search)) });
form.addEventListener('change', render);
form.addEventListener('submit', (e) => { e.preventDefault(); render(); });
render();
