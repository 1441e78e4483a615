// The conversation of a work order names its people as its reader sees them: the signed-in customer's
// own messages are "You" (the description and every later reply alike), support's are "Support · Leo"
// (the agent's name only comes from the server).
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { WorkOrderDetail } from '@chainportal/api';
import { Conversation } from './Conversation';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const reply = (id: number, author: 'customer' | 'support', authorName: string, content: string) =>
  ({
    id,
    author,
    authorName,
    content,
    attachments: [],
    createdAt: at(22),
  }) as WorkOrderDetail['replies'][number];

it("shows the customer's own messages as \"You\" and support's by the agent's name", () => {
  const order = {
    id: 1,
    ticketNo: 'GD1',
    type: 'other',
    title: 'Training',
    status: 'replied',
    createdAt: at(21),
    updatedAt: at(22),
    content: 'Do you offer a workshop?',
    attachments: [],
    replies: [
      reply(2, 'support', 'Leo', 'Please send the hash.'),
      reply(3, 'customer', 'Alex Morgan', 'The hash is attached.'),
    ],
  } as unknown as WorkOrderDetail;
  render(<Conversation order={order} />);
  const entries = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
  const authors = entries.map((entry) => entry.querySelector('strong')?.textContent);
  expect(authors).toEqual(['You', 'Support · Leo', 'You']);
});
