import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WorkOrderDetail } from '@chainportal/api';
import { RelativeTime } from '@chainportal/ui';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  padding: var(--cp-space-md);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);

  &[data-author='support'] {
    border-left: 3px solid var(--cp-primary);
  }
  & header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--cp-space-sm);
    color: var(--cp-text-secondary);
    font-size: var(--cp-font-sm);
  }
  & header strong {
    color: var(--cp-text);
  }
  & p {
    margin: var(--cp-space-sm) 0 0;
    white-space: pre-wrap;
    color: var(--cp-text);
  }
`;

const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-sm) var(--cp-space-md);
  margin: var(--cp-space-sm) 0 0;
  padding: 0;
  list-style: none;

  & a {
    color: var(--cp-primary-text);
  }
`;

type File = WorkOrderDetail['attachments'][number];

function Attachments({ files }: { files: readonly File[] }) {
  const { t } = useTranslation('console');
  if (files.length === 0) return null;
  return (
    <Files aria-label={t('workOrder.attachments')}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            {file.name}
          </a>
        </li>
      ))}
    </Files>
  );
}

/** The work order's description and every reply, oldest first. */
export function Conversation({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('console');
  return (
    <List aria-label={t('workOrder.conversation')}>
      <Entry data-author="customer">
        <header>
          <strong>{t('workOrder.you')}</strong>
          <RelativeTime value={order.createdAt} />
        </header>
        <p>{order.content}</p>
        <Attachments files={order.attachments} />
      </Entry>
      {order.replies.map((reply) => (
        <Entry key={reply.id} data-author={reply.author}>
          <header>
            <strong>
              {/* The reader's own work order: their replies are theirs, as its description is. */}
              {reply.author === 'support'
                ? t('workOrder.support', { name: reply.authorName })
                : t('workOrder.you')}
            </strong>
            <RelativeTime value={reply.createdAt} />
          </header>
          <p>{reply.content}</p>
          <Attachments files={reply.attachments} />
        </Entry>
      ))}
    </List>
  );
}
