import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMessageDetail, type MessageType } from '@chainportal/api';
import { Drawer, RelativeTime, RichText } from '@chainportal/ui';
import { DetailState } from '../parts/ListControls';
import { noticeHtml } from './noticeText';
import { typeLabel } from './typeLabel';

const Meta = styled.p`
  margin: 0 0 var(--cp-space-md);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

export interface NoticeDetailProps {
  id: number | null;
  types: readonly MessageType[];
  onClose: () => void;
}

/** One notice in a drawer; loading it marks it read (the list and the bell follow, see api hooks). */
export function NoticeDetail({ id, types, onClose }: NoticeDetailProps) {
  const { t, i18n } = useTranslation('console');
  const { data, error, isLoading, mutate } = useMessageDetail(id === null ? null : { id });
  const type = types.find((item) => item.id === data?.typeId);
  return (
    <Drawer
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data?.title ?? t('notice.detailTitle')}
      width={560}
    >
      <DetailState loading={isLoading || !data} error={error} onRetry={() => void mutate()}>
        {data ? (
          <>
            <Meta>
              {type ? typeLabel(type, t, i18n.language) : data.typeCode} ·{' '}
              <RelativeTime value={data.createTime} />
            </Meta>
            <RichText html={noticeHtml(data.content ?? '')} aria-label={t('notice.content')} />
          </>
        ) : null}
      </DetailState>
    </Drawer>
  );
}
