// A story: one state of one surface, for the designers' page, the per-element pages,
// the end-to-end checks and the screenshot script. Plain data, no element code.
import type { PageConfigInput } from '../../src/core/types';
import type { OpenerName } from './openers';

export interface Story {
  id: string;
  name: string;
  /** markup put on the page once the config is in place */
  html: string;
  /** merged into the page config (after the designer's controls) */
  config?: PageConfigInput;
  /**
   * the story's own localStorage entries (JSON-encoded when not strings) and cookies: each
   * story page starts with these and nothing else (story-sandbox.ts)
   */
  storage?: Record<string, unknown>;
  cookies?: Record<string, string>;
  /** what the page opens once the elements have rendered, as a visitor would (openers.ts) */
  open?: OpenerName;
  /**
   * makes the mock API fail for this story: kind (500, timeout, garbage, empty, shape, null,
   * code), limited to request paths that contain `path` when given (an apiBase of
   * /__fault/{kind}:{path}, so other frames are not affected)
   */
  fault?: { kind: string; path?: string };
  /** the viewport width a screenshot should use */
  width?: number;
  /** minimum frame height on the designers' page, for fixed-position surfaces */
  minHeight?: number;
}

export interface StoryGroup {
  surface: string;
  title: string;
  /** the element's tag, for the per-element page's heading */
  tag: string;
  stories: Story[];
}
