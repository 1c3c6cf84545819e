// stories.html: with ?surface=…&story=… it sets up one story and loads the elements
// (ES modules from dist/esm); with ?surface=… alone it lists that surface's stories in
// frames; the designers' controls arrive as the same URL parameters.
import type { PageConfigInput } from '../../src/core/types';
import { configFor, faultBase, readControls, writeControls } from './demo-config';
import { storyGroups } from './stories-index';
import { loadInTurn, storyFrame } from './frames';
import type { Story, StoryGroup } from './story';

const q = new URLSearchParams(location.search);
const controls = readControls(q);
const root = document.getElementById('root')!;

function mergeConfig(base: PageConfigInput, extra: PageConfigInput = {}): PageConfigInput {
  return {
    ...base, ...extra,
    common: { ...base.common, ...extra.common },
    user: extra.user === undefined ? base.user : extra.user,
  };
}

/** Every storage key the group's stories set: each story starts without them (§ stories share an origin). */
const groupKeys = (group: StoryGroup) => ['theme', 'is_change_skin', ...group.stories.flatMap((s) => Object.keys(s.storage ?? {}))];

async function showStory(group: StoryGroup, story: Story): Promise<void> {
  document.title = `${story.name} — exchange elements`;
  for (const key of groupKeys(group)) localStorage.removeItem(key);
  for (const [key, value] of Object.entries(story.storage ?? {})) {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'ex-config';
  const fault = story.fault ? { apiBase: faultBase(story.fault.kind, story.fault.path) } : {};
  config.textContent = JSON.stringify(mergeConfig({ ...configFor(controls), ...fault }, story.config));
  document.head.append(config);
  document.documentElement.classList.toggle('dark', controls.theme === 'dark');
  const entry = '/dist/esm/index.js';
  await import(entry);
  root.innerHTML = story.html;
  // the designers' page loads a surface's frames one after another (they share storage)
  setTimeout(() => parent.postMessage({ storyReady: true }, location.origin), 400);
  // tell the designers' page how tall the story is
  new ResizeObserver(() => parent.postMessage({ storyHeight: document.documentElement.scrollHeight }, location.origin))
    .observe(document.body);
}

function showGroup(group: StoryGroup): void {
  document.title = `<${group.tag}> — exchange elements`;
  const h1 = document.createElement('h1');
  h1.textContent = `<${group.tag}> — ${group.title}`;
  root.append(h1, ...loadInTurn(group.stories.map((s) => storyFrame(group, s, writeControls(controls)))));
}

const group = storyGroups.find((g) => g.surface === q.get('surface'));
const story = group?.stories.find((s) => s.id === q.get('story'));
if (group && story) void showStory(group, story);
else if (group) showGroup(group);
else root.textContent = 'Unknown surface. Open the designers’ page at / to pick one.';
