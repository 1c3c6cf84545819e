// A story: one state of one surface, for the designers' page, the per-element pages,
// the end-to-end checks and the screenshot script. Plain data, no element code.
import type { PageConfigInput } from '../../src/core/types';

export interface Story {
  id: string;
  name: string;
  /** markup put on the page once the config is in place */
  html: string;
  /** merged into the page config (after the designer's controls) */
  config?: PageConfigInput;
  /** localStorage entries set before the elements load (JSON-encoded when not strings) */
  storage?: Record<string, unknown>;
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
