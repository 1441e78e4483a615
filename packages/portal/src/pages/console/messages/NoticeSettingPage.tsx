import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateReceiver,
  useDeleteReceiver,
  useEditReceiver,
  useMessageTypes,
  useReceiverPage,
  type Receiver,
  type ReceiverInput,
  receiveChannels,
} from '@chainportal/api';
import {
  Button,
  enumLabel,
  formatDate,
  maskPhone,
  message,
  Popconfirm,
  Tag,
  type TableColumn,
} from '@chainportal/ui';
import { ConsolePage, FilterBar } from '../parts/ConsolePage';
import { KeywordFilter } from '../parts/ListControls';
import { ListTable } from '../parts/ListTable';
import { useListQuery } from '../parts/useListQuery';
import { ReceiverDialog } from './ReceiverDialog';
import { typeLabel } from './typeLabel';

const FILTERS = { keyword: '' };

/** /messageCenter/noticeSetting: who else receives the user's notices, by type and channel. */
export default function NoticeSettingPage() {
  const { t, i18n } = useTranslation('console');
  const list = useListQuery(FILTERS);
  const { keyword } = list.filters;
  const { data: types = [] } = useMessageTypes({});
  const { data, error, isLoading, mutate } = useReceiverPage(
    { ...list.paging, ...(keyword ? { keyword } : {}) },
    { keepPreviousData: true },
  );
  const [editing, setEditing] = useState<Receiver | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { trigger: create } = useCreateReceiver();
  const { trigger: edit } = useEditReceiver();
  const { trigger: remove } = useDeleteReceiver();

  const openDialog = (receiver: Receiver | null) => {
    setEditing(receiver);
    setDialogOpen(true);
  };

  const save = async (values: ReceiverInput) => {
    if (editing) await edit({ ...values, id: editing.id });
    else await create(values);
    message.success(editing ? t('receiver.saved') : t('receiver.added'));
    setDialogOpen(false);
  };

  const columns: TableColumn<Receiver>[] = [
    { key: 'name', title: t('receiver.name'), sortable: true },
    { key: 'mobile', kind: 'id', title: t('receiver.mobile'), render: (_, r) => maskPhone(r.mobile) },
    { key: 'email', kind: 'id', title: t('receiver.email') },
    {
      key: 'typeIds',
      kind: 'text',
      title: t('receiver.types'),
      render: (_, row) =>
        row.typeIds.map((id) => {
          const type = types.find((item) => item.id === id);
          return type ? <Tag key={id}>{typeLabel(type, t, i18n.language)}</Tag> : null;
        }),
    },
    {
      key: 'channels',
      kind: 'text',
      title: t('receiver.channels'),
      render: (_, row) =>
        row.channels.map((c) => enumLabel(c, receiveChannels, (v) => t(`receiver.channel.${v}`))).join(', '),
    },
    {
      key: 'createTime',
      kind: 'date',
      title: t('common.createdAt'),
      render: (_, row) => formatDate(row.createTime),
    },
    {
      key: 'actions',
      kind: 'action',
      title: t('common.actions'),
      render: (_, row) => (
        <>
          <Button variant="link" onClick={() => openDialog(row)}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('receiver.deleteConfirm', { name: row.name })}
            okVariant="danger"
            okText={t('common.delete')}
            onConfirm={async () => {
              await remove({ id: row.id });
              message.success(t('receiver.deleted'));
            }}
          >
            <Button variant="link">{t('common.delete')}</Button>
          </Popconfirm>
        </>
      ),
    },
  ];

  return (
    <ConsolePage
      title={t('receiver.heading')}
      actions={
        <Button variant="primary" onClick={() => openDialog(null)}>
          {t('receiver.add')}
        </Button>
      }
    >
      <FilterBar>
        <KeywordFilter list={list} />
      </FilterBar>
      <ListTable
        aria-label={t('receiver.heading')}
        columns={columns}
        rowKey="id"
        empty={t('receiver.empty')}
        list={list}
        answer={{ data, error, isLoading, mutate }}
      />
      <ReceiverDialog
        open={dialogOpen}
        receiver={editing}
        types={types}
        onOpenChange={setDialogOpen}
        onSubmit={save}
      />
    </ConsolePage>
  );
}
