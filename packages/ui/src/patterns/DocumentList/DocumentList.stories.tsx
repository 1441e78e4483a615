import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DocumentList, type TechDocument } from './DocumentList';
import { withMain } from '../../internal/withMain';

const documents: TechDocument[] = [
  {
    id: '1',
    title: 'Quick start: deploy your first contract',
    category: 'Getting started',
    updatedAt: '2026-03-02T12:00:00Z',
    href: '#/jsfiledetail?id=1',
  },
  {
    id: '2',
    title: 'Open consensus chain node guide',
    category: 'Nodes',
    updatedAt: '2026-02-18T12:00:00Z',
    href: '#/jsfiledetail?id=2',
  },
  {
    id: '3',
    title: 'REST API reference',
    category: 'API',
    updatedAt: '2026-01-30T12:00:00Z',
    href: '#/jsfiledetail?id=3',
  },
  {
    id: '4',
    title: 'Wallet sign-in integration',
    category: 'API',
    updatedAt: '2025-12-11T12:00:00Z',
    href: '#/jsfiledetail?id=4',
  },
];

const documentsZh: TechDocument[] = [
  {
    id: '1',
    title: '快速入门：部署第一个合约',
    category: '入门',
    updatedAt: '2026-03-02T12:00:00Z',
    href: '#/jsfiledetail?id=1',
  },
  {
    id: '2',
    title: '开放共识链节点指南',
    category: '节点',
    updatedAt: '2026-02-18T12:00:00Z',
    href: '#/jsfiledetail?id=2',
  },
  {
    id: '3',
    title: 'REST 接口参考',
    category: '接口',
    updatedAt: '2026-01-30T12:00:00Z',
    href: '#/jsfiledetail?id=3',
  },
];

const meta = {
  title: 'Patterns/DocumentList',
  decorators: [withMain],
  component: DocumentList,
  args: { documents },
} satisfies Meta<typeof DocumentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoResults: Story = { args: { defaultQuery: 'zero-knowledge' } };

/** Typing filters by title or category; the count is announced; no match shows the empty state. */
export const Search: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const search = canvas.getByRole('searchbox', { name: 'Search documents' });
    await expect(search).toHaveFocus();
    await expect(canvas.getByText('4 documents')).toBeVisible();
    await userEvent.keyboard('api');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(search).toHaveAccessibleDescription('2 documents');
    await userEvent.keyboard('{Backspace>3/}wallet');
    await expect(canvas.getByRole('link', { name: 'Wallet sign-in integration' })).toBeVisible();
    await expect(canvas.getByText('1 document')).toBeVisible();
    await userEvent.keyboard('x');
    await expect(canvas.getByText('No documents match your search.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const ChinesePurple: Story = {
  globals: { locale: 'zh', themePreset: 'purple' },
  args: { documents: documentsZh },
};

/** A page that searches and pages on the server hides the built-in search and count. */
export const WithoutSearch: Story = { args: { searchable: false } };
