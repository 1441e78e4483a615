import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';

/** Story decorator: on a page these components sit inside <main>, so axe's landmark rule holds. */
export const withMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

/** `withMain` with a style on the <main> (a field's width, room for a popup). */
export function inMain(style: CSSProperties): Decorator {
  const InMain: Decorator = (Story) => (
    <main style={style}>
      <Story />
    </main>
  );
  return InMain;
}

/** A story's column of states (a control's AllStates), 12 px apart. */
export function StateGrid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 12 }}>{children}</div>;
}

/** A control's AllStates story: what `render` draws from the story's args, in a StateGrid. */
export function allStates<Args>(render: (args: Args) => ReactNode) {
  const AllStates = (args: Args) => <StateGrid>{render(args)}</StateGrid>;
  return { render: AllStates };
}
