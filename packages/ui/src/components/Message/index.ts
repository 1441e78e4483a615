export { MessageHost, type MessageHostProps } from './Message';
export { LazyMessageHost } from './LazyMessageHost';
export {
  message,
  messageStore,
  createMessageStore,
  createMessageApi,
  MESSAGE_ERROR_DURATION_MS,
  MESSAGE_DEFAULT_DURATION_MS,
  type MessageApi,
  type MessageItem,
  type MessageOptions,
  type MessageStore,
  type MessageType,
  type CloseMessage,
} from './messageStore';
