// stories.html: with ?surface=…&story=… it sets up one story and loads the elements
// (ES modules from dist/esm); with ?surface=… alone it lists that surface's stories in
// frames; the designers' controls arrive as the same URL parameters. ?open=… opens what
// openers.ts names (a story's own `open` otherwise). The page's <html> says how far the story
// is: data-story="loading", then "ready" once it is on show (its elements rendered, what it
// opens open, animations ended) or "failed" (with a note saying why). The end-to-end tests,
// the screenshots and the designers' page wait for it.
import type { PageConfigInput } from '../../src/core/types';
import { configFor, faultBase, readControls, writeControls } from './demo-config';
import { storyGroups } from './stories-index';
import { loadFrames, storyFrame } from './frames';
import { OPENERS, type OpenerName } from './openers';
import { play, until } from './play';
import { isolateStory } from './story-sandbox';
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

/** Every element of the story has rendered once: its host carries the theme class (host-context.tsx). */
const rendered = () => until(() => [...root.querySelectorAll('*')]
  .filter((el) => el.localName.startsWith('ex-'))
  .every((el) => el.classList.contains('ex-light') || el.classList.contains('ex-dark')), 'the elements');

/** Finite animations (the drawer sliding in) have ended: the story shows what stays. */
const animationsDone = () => Promise.all(document.getAnimations()
  .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
  .map((a) => a.finished.catch(() => undefined)));

/** The designers' page sizes the frame to the story. */
const reportHeight = () => parent.postMessage({ storyHeight: document.documentElement.scrollHeight }, location.origin);

/** Marks the story's state on <html> and tells the designers' page. */
function settle(state: 'ready' | 'failed'): void {
  document.documentElement.dataset.story = state;
  parent.postMessage({ storyState: state }, location.origin);
}

async function showStory(story: Story): Promise<void> {
  document.documentElement.dataset.story = 'loading';
  document.title = `${story.name} — exchange elements`;
  isolateStory(story);
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'ex-config';
  const fault = story.fault ? { apiBase: faultBase(story.fault.kind, story.fault.path) } : {};
  config.textContent = JSON.stringify(mergeConfig({ ...configFor(controls), ...fault }, story.config));
  document.head.append(config);
  document.documentElement.classList.toggle('dark', controls.theme === 'dark');
  const open = q.get('open') ?? story.open;
  try {
    const entry = '/dist/esm/index.js';
    await import(entry);
    root.innerHTML = story.html;
    await rendered();
    if (open) {
      if (!Object.hasOwn(OPENERS, open)) throw new Error(`no opener “${open}” (demo/src/openers.ts)`);
      await play(OPENERS[open as OpenerName]);
      await animationsDone();
    }
    settle('ready');
  } catch (error) {
    const note = document.createElement('p');
    note.textContent = `The story could not be shown${open ? ` open (${open})` : ''}: ${(error as Error).message}`;
    root.append(note);
    settle('failed');
  }
  reportHeight();
  new ResizeObserver(reportHeight).observe(document.body);
}

function showGroup(group: StoryGroup): void {
  document.title = `<${group.tag}> — exchange elements`;
  const h1 = document.createElement('h1');
  h1.textContent = `<${group.tag}> — ${group.title}`;
  root.append(h1, ...group.stories.map((s) => storyFrame(group, s, writeControls(controls))));
  loadFrames(root);
}

const group = storyGroups.find((g) => g.surface === q.get('surface'));
const story = group?.stories.find((s) => s.id === q.get('story'));
if (story) void showStory(story);
else if (group) showGroup(group);
else root.textContent = 'Unknown surface. Open the designers’ page at / to pick one.';
