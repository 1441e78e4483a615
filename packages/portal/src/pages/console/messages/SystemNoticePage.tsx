import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditMessageState, useMessagePage, useMessageTypes, type Message } from '@chainportal/api';
import { Button, message, RelativeTime, StatusTag, type TableColumn } from '@chainportal/ui';
import { ConsolePage, FilterBar } from '../parts/ConsolePage';
import { FilterSelect, KeywordFilter } from '../parts/ListControls';
import { ListTable } from '../parts/ListTable';
import { useListQuery } from '../parts/useListQuery';
import { NoticeDetail } from './NoticeDetail';
import { typeLabel } from './typeLabel';

const FILTERS = { state: '', typeId: '', keyword: '' };

/** /messageCenter/systemNotice/systemNotice: the user's notices, read/unread, with the detail. */
export default function SystemNoticePage() {
  const { t, i18n } = useTranslation('console');
  const list = useListQuery(FILTERS);
  const { state, typeId, keyword } = list.filters;
  const [openId, setOpenId] = useState<number | null>(null);
  const { data: types = [] } = useMessageTypes({});
  const request = {
    ...list.paging,
    ...(state ? { state: Number(state) as 0 | 1 } : {}),
    ...(typeId ? { typeId: Number(typeId) } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const { data, error, isLoading, mutate } = useMessagePage(request, { keepPreviousData: true });
  const { trigger: editState, isMutating } = useEditMessageState();

  const markRead = async (ids: number[] | 'all') => {
    const { updated } = await editState(ids === 'all' ? { all: true, state: 1 } : { ids, state: 1 });
    message.success(t('notice.markedRead', { count: updated }));
  };

  const columns: TableColumn<Message>[] = [
    {
      key: 'title',
      kind: 'text',
      title: t('notice.title'),
      render: (_, row) => (
        <Button variant="link" onClick={() => setOpenId(row.id)}>
          {row.title}
        </Button>
      ),
    },
    {
      key: 'typeId',
      title: t('notice.type'),
      render: (_, row) => {
        const type = types.find((item) => item.id === row.typeId);
        return type ? typeLabel(type, t, i18n.language) : row.typeCode;
      },
    },
    {
      key: 'state',
      kind: 'status',
      title: t('notice.state'),
      sortable: true,
      render: (_, row) => (
        <StatusTag
          status={row.state}
          statusMap={{
            0: { color: 'warning', label: t('notice.unread') },
            1: { color: 'default', label: t('notice.read') },
          }}
        />
      ),
    },
    {
      key: 'createTime',
      kind: 'date',
      title: t('notice.time'),
      sortable: true,
      render: (_, row) => <RelativeTime value={row.createTime} />,
    },
    {
      key: 'actions',
      kind: 'action',
      title: t('common.actions'),
      render: (_, row) =>
        row.state === 0 ? (
          <Button variant="link" disabled={isMutating} onClick={() => void markRead([row.id])}>
            {t('notice.markRead')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ConsolePage
      title={t('notice.heading')}
      actions={
        <Button variant="primary" preventReClick loading={isMutating} onClick={() => void markRead('all')}>
          {t('notice.markAllRead')}
        </Button>
      }
    >
      <FilterBar>
        <FilterSelect
          label={t('notice.state')}
          value={state}
          options={[
            { value: '0', label: t('notice.unread') },
            { value: '1', label: t('notice.read') },
          ]}
          onChange={(value) => list.setFilters({ state: value })}
        />
        <FilterSelect
          label={t('notice.type')}
          value={typeId}
          options={types.map((type) => ({
            value: String(type.id),
            label: typeLabel(type, t, i18n.language),
          }))}
          onChange={(value) => list.setFilters({ typeId: value })}
        />
        <KeywordFilter list={list} />
      </FilterBar>
      <ListTable
        aria-label={t('notice.heading')}
        columns={columns}
        rowKey="id"
        empty={t('notice.empty')}
        list={list}
        answer={{ data, error, isLoading, mutate }}
      />
      <NoticeDetail id={openId} types={types} onClose={() => setOpenId(null)} />
    </ConsolePage>
  );
}
