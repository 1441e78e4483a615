import { messageEndpoints as ep } from '../../messages/endpoints';
import { db, nextId, type MockMessage } from '../db';
import { CODES } from '../lib/answers';
import { fail, mockEndpoint } from '../lib/http';
import { type ReaderLanguage, inLanguage, readerOf, said } from '../lib/said';
import { findMine, mine } from '../lib/owned';
import { paginate } from '../lib/paging';

/** The unread notices of a user (the bell, and user info's dealtcount). */
export const unreadCount = (userId: number) =>
  db.messages.reduce((n, m) => (m.userId === userId && m.state === 0 ? n + 1 : n), 0);

const typeCode = (typeId: number) => db.messageTypes.find((t) => t.id === typeId)?.code ?? 'system';
/** A notice as its reader reads it: title and body in the reader's language (decision 0077). */
const view = (m: MockMessage, language: ReaderLanguage) => {
  const { userId: _userId, ...rest } = m;
  return {
    ...rest,
    title: inLanguage(m.title, language),
    content: inLanguage(m.content, language),
    typeCode: typeCode(m.typeId),
  };
};

export const messageHandlers = [
  mockEndpoint(ep.page, (input, { user, request }) => {
    const language = readerOf(request);
    const keyword = input.keyword?.toLowerCase();
    const list = mine(db.messages, user).filter(
      (m) =>
        (input.typeId === undefined || m.typeId === input.typeId) &&
        (input.state === undefined || m.state === input.state) &&
        (!keyword ||
          inLanguage(m.title, language).toLowerCase().includes(keyword) ||
          inLanguage(m.content, language).toLowerCase().includes(keyword)) &&
        (!input.startTime || m.createTime >= input.startTime) &&
        (!input.endTime || m.createTime <= input.endTime),
    );
    return paginate(list, input, (m) => view(m, language));
  }),
  mockEndpoint(ep.detail, ({ id }, { user, request }) => {
    const message = findMine(db.messages, id, user);
    if (!message) return fail(CODES.notFound, said('消息不存在', 'Notice not found'));
    if (message.state === 0) {
      message.state = 1;
      message.readTime = new Date().toISOString();
    }
    return view(message, readerOf(request));
  }),
  mockEndpoint(ep.editState, (input, { user }) => {
    const ids = new Set(input.ids ?? []);
    let updated = 0;
    for (const m of mine(db.messages, user)) {
      const selected = input.all ? input.typeId === undefined || m.typeId === input.typeId : ids.has(m.id);
      if (!selected || m.state === input.state) continue;
      m.state = input.state;
      m.readTime = input.state === 1 ? new Date().toISOString() : null;
      updated += 1;
    }
    return { updated };
  }),
  mockEndpoint(ep.pageReceive, (input, { user }) => {
    const keyword = input.keyword?.toLowerCase();
    const list = mine(db.receivers, user)
      .filter((r) => !keyword || [r.name, r.mobile, r.email].some((v) => v.toLowerCase().includes(keyword)))
      .sort((a, b) => (a.createTime < b.createTime ? 1 : -1));
    return paginate(list, input, ({ userId: _userId, ...r }) => r);
  }),
  mockEndpoint(ep.createReceive, (input, { user }) => {
    if (!user) return fail(CODES.invalid, said('参数错误', 'Invalid parameters'));
    if (db.receivers.some((r) => r.userId === user.id && r.mobile === input.mobile)) {
      return fail(CODES.conflict, said('该手机号已是接收人', 'This mobile number is already a receiver'));
    }
    const id = nextId('receivers');
    db.receivers.push({ id, userId: user.id, ...input, createTime: new Date().toISOString() });
    return { id };
  }),
  mockEndpoint(ep.editReceive, (input, { user }) => {
    const receiver = findMine(db.receivers, input.id, user);
    if (!receiver) return fail(CODES.notFound, said('接收人不存在', 'Receiver not found'));
    Object.assign(receiver, input);
    return null;
  }),
  mockEndpoint(ep.deleteReceive, ({ id }, { user }) => {
    const receiver = findMine(db.receivers, id, user);
    if (!receiver) return fail(CODES.notFound, said('接收人不存在', 'Receiver not found'));
    db.receivers.splice(db.receivers.indexOf(receiver), 1);
    return null;
  }),
  mockEndpoint(ep.typeList, () => db.messageTypes.map((t) => ({ ...t }))),
  mockEndpoint(ep.notReadCount, (_input, { user }) => (user ? unreadCount(user.id) : 0)),
];
