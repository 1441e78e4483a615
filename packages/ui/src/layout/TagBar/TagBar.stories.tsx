import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoTabs, effectsSettled } from '../internal/storyData';
import { TagBar, type TagBarProps } from './TagBar';
import { tagsReducer, type TagsState } from './tagsReducer';

const meta = {
  title: 'Layout/TagBar',
  component: TagBar,
  args: {
    tabs: demoTabs('en'),
    activePath: '/costCenter/orderMGT',
    onNavigate: fn(),
    onRefresh: fn(),
    onClose: fn(),
    onCloseOthers: fn(),
    onCloseAll: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TagBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tag bar wired to `tagsReducer`, as the portal does. */
function Stateful(args: TagBarProps) {
  const [state, dispatch] = useReducer(tagsReducer, undefined, (): TagsState => ({
    visitedViews: args.tabs,
    cachedViews: [],
  }));
  return (
    <TagBar
      {...args}
      tabs={state.visitedViews}
      onClose={(path) => {
        dispatch({ type: 'close', path });
        args.onClose(path);
      }}
      onCloseOthers={(path) => {
        dispatch({ type: 'closeOthers', path });
        args.onCloseOthers(path);
      }}
      onCloseAll={() => {
        dispatch({ type: 'closeAll' });
        args.onCloseAll();
      }}
    />
  );
}

/** Affixed Home first (no close button), the active tab highlighted and marked current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Open pages' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Order management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Close Home' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Close My services' })).toBeInTheDocument();
  },
};

/** Keyboard: ←/→ move between tabs, Shift+F10 opens the menu, Delete closes the focused tab. */
export const KeyboardAndContextMenu: Story = {
  tags: ['no-visual'],
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    await effectsSettled();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Order management' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Invoice management' })).toHaveFocus();

    // Delete closes the focused tab and focus moves to its neighbour.
    await userEvent.keyboard('{Delete}');
    await expect(args.onClose).toHaveBeenCalledWith('/costCenter/invoicesMGT');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Account information' })).toHaveFocus());

    // The affixed tab ignores Delete and its menu has Close disabled.
    await userEvent.keyboard('{Home}{Delete}');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    let menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Close' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // Refresh from the menu.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'My services' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Refresh' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledWith('/appservers/myservers');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'My services' })).toHaveFocus());

    // Close others keeps this tab and the affixed Home.
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));
    await expect(args.onCloseOthers).toHaveBeenCalledWith('/appservers/myservers');
    await waitFor(() =>
      expect(canvas.getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'My services']),
    );
  },
};

/** Right click opens the menu; "Close all" keeps only the affixed tab; the x button closes one. */
export const CloseOperations: Story = {
  tags: ['no-visual'],
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Close Account information' }));
    await expect(args.onClose).toHaveBeenCalledWith('/accountCenter/accountInfo');
    await expect(canvas.queryByRole('link', { name: 'Account information' })).not.toBeInTheDocument();

    await userEvent.pointer({
      keys: '[MouseRight]',
      target: canvas.getByRole('link', { name: 'My services' }),
    });
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close all' }));
    await expect(args.onCloseAll).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getAllByRole('link').map((l) => l.textContent)).toEqual(['Home']));
  },
};

/** Chinese under the purple preset with the context menu open, for screenshots. */
export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { tabs: demoTabs('zh') },
  parameters: { visual: { scope: 'page', viewport: { width: 800, height: 220 } } },
  play: async ({ canvasElement }) => {
    await effectsSettled();
    const tab = within(canvasElement).getByRole('link', { name: '订单管理' });
    tab.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
  },
};
