import type { Decorator } from '@storybook/react-vite';

/** Story decorator: on a page these components sit inside <main>, so axe's landmark rule holds. */
export const withMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);
