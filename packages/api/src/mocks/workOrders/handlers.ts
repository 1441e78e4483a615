import type * as z from 'zod/mini';
import { workOrderEndpoints } from '../../workOrders/endpoints';
import type { workOrderDetail } from '../../workOrders/schemas';
import { type MockWorkOrder, bizDb, nextBizId } from '../bizDb';
import { filesOut, unknownFile } from '../feedback/handlers';
import { invalidState, notFound } from '../lib/answers';
import { mockNow, nowIso, stamp } from '../lib/clock';
import { byCreated, matches } from '../lib/filters';
import { mockEndpoint } from '../lib/http';
import { said } from '../lib/said';
import { findMine, me, mine } from '../lib/owned';
import { paginate } from '../lib/paging';
import { runtimeRng } from '../lib/rng';

const workOrderItem = ({ id, ticketNo, type, title, status, createdAt, updatedAt }: MockWorkOrder) => ({
  id,
  ticketNo,
  type,
  title,
  status,
  createdAt,
  updatedAt,
});

function workOrderDetailOf(w: MockWorkOrder): z.input<typeof workOrderDetail> {
  return {
    ...workOrderItem(w),
    content: w.content,
    attachments: filesOut(w.attachmentIds),
    replies: w.replies.map(({ attachmentIds, ...r }) => ({ ...r, attachments: filesOut(attachmentIds) })),
  };
}

export const workOrderHandlers = [
  mockEndpoint(workOrderEndpoints.list, (input, { user }) => {
    const list = mine(bizDb.workOrders, user)
      .filter((w) => !input.status || w.status === input.status)
      .filter((w) => !input.type || w.type === input.type)
      .filter((w) => matches(input.keyword, w.ticketNo, w.title))
      .sort(byCreated);
    return paginate(list, input, workOrderItem);
  }),
  mockEndpoint(workOrderEndpoints.detail, (input, { user }) => {
    const w = findMine(bizDb.workOrders, input.id, user);
    return w ? workOrderDetailOf(w) : notFound('工单', 'Work order');
  }),
  mockEndpoint(workOrderEndpoints.create, (input, { user }) => {
    const u = me(user);
    const missing = unknownFile(input.attachmentIds);
    if (missing !== undefined) return notFound(`附件 ${missing}`, `Attachment ${missing}`);
    const at = nowIso();
    const w: MockWorkOrder = {
      id: nextBizId('workOrders'),
      owner: u.username,
      ticketNo: `GD${stamp(mockNow())}${runtimeRng().digits(4)}`,
      type: input.type,
      title: input.title,
      content: input.content,
      status: 'pending',
      attachmentIds: input.attachmentIds ?? [],
      replies: [],
      createdAt: at,
      updatedAt: at,
    };
    bizDb.workOrders.push(w);
    return workOrderDetailOf(w);
  }),
  mockEndpoint(workOrderEndpoints.reply, (input, { user }) => {
    const u = me(user);
    const w = findMine(bizDb.workOrders, input.id, user);
    if (!w) return notFound('工单', 'Work order');
    if (w.status === 'closed') return invalidState(said('工单已关闭', 'The work order is closed'));
    const missing = unknownFile(input.attachmentIds);
    if (missing !== undefined) return notFound(`附件 ${missing}`, `Attachment ${missing}`);
    const at = nowIso();
    w.replies.push({
      id: nextBizId('replies'),
      author: 'customer',
      authorName: u.name,
      content: input.content,
      attachmentIds: input.attachmentIds ?? [],
      createdAt: at,
    });
    w.status = 'processing';
    w.updatedAt = at;
    return workOrderDetailOf(w);
  }),
  mockEndpoint(workOrderEndpoints.close, (input, { user }) => {
    const w = findMine(bizDb.workOrders, input.id, user);
    if (!w) return notFound('工单', 'Work order');
    if (w.status === 'closed') return invalidState(said('工单已关闭', 'The work order is closed'));
    w.status = 'closed';
    w.updatedAt = nowIso();
    return workOrderDetailOf(w);
  }),
];
