// The designers' workshop: every story of demo/stories/ with controls and docs from the
// manifest, the accessibility panel, and the mock API in the browser (MSW: .storybook/public).
import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  framework: '@storybook/web-components-vite',
  stories: ['../demo/stories/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
export default config;
