// A console page of saved records with a default one (invoice titles, mailing addresses): the list
// with the default marked, add and edit in a dialog, set as default, and delete after a confirmation.
// The pages name their texts, columns, calls and dialog; the action words come from the billing
// namespace, where both record pages live (costCenter/titles, costCenter/addresses).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popconfirm, Table, Tag, message, type TableColumn } from '@chainportal/ui';
import { ConsolePage } from './ConsolePage';

export interface SavedRecord {
  id: number;
  /** Missing in an answer: not the default. */
  isDefault?: boolean;
}

export interface RecordListPageProps<Row extends SavedRecord> {
  /** The page's h1 and the table's caption. */
  title: string;
  addLabel: string;
  empty: string;
  /** The list call's SWR answer. */
  answer: { data?: Row[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The first column: the record's name, with the Default tag. */
  nameColumn: { key: string; title: string };
  nameOf: (row: Row) => string;
  /** The columns after the name. */
  columns: TableColumn<Row>[];
  /** While a set-default call runs. */
  settingDefault: boolean;
  setDefault: (row: Row) => Promise<unknown>;
  defaultSetMessage: (name: string) => string;
  remove: (row: Row) => Promise<unknown>;
  deleteConfirm: (name: string) => string;
  deletedMessage: string;
  /** The add (`editing` null) or edit dialog; `close` unmounts it. */
  dialog: (editing: Row | null, close: () => void) => ReactNode;
}

export function RecordListPage<Row extends SavedRecord>({
  title,
  addLabel,
  empty,
  answer,
  nameColumn,
  nameOf,
  columns,
  settingDefault,
  setDefault,
  defaultSetMessage,
  remove,
  deleteConfirm,
  deletedMessage,
  dialog,
}: RecordListPageProps<Row>) {
  const { t } = useTranslation('billing');
  const [editing, setEditing] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (row: Row | null) => {
    setEditing(row);
    setOpen(true);
  };

  const all: TableColumn<Row>[] = [
    {
      key: nameColumn.key,
      title: nameColumn.title,
      render: (_, r) => (
        <>
          {nameOf(r)} {r.isDefault ? <Tag color="primary">{t('common.default')}</Tag> : null}
        </>
      ),
    },
    ...columns,
    {
      key: 'actions',
      kind: 'action',
      title: t('common.actions'),
      render: (_, r) => (
        <RecordActions
          name={nameOf(r)}
          isDefault={r.isDefault ?? false}
          onEdit={() => edit(r)}
          settingDefault={settingDefault}
          onSetDefault={async () => {
            await setDefault(r);
            message.success(defaultSetMessage(nameOf(r)));
          }}
          deleteConfirm={deleteConfirm(nameOf(r))}
          onDelete={async () => {
            await remove(r);
            message.success(deletedMessage);
          }}
        />
      ),
    },
  ];

  return (
    <ConsolePage
      title={title}
      actions={
        <Button variant="primary" onClick={() => edit(null)}>
          {addLabel}
        </Button>
      }
    >
      <Table
        caption={title}
        columns={all}
        data={answer.data ?? []}
        rowKey="id"
        loading={answer.isLoading}
        error={answer.error ? t('common.loadFailed') : undefined}
        onRetry={() => void answer.mutate()}
        empty={empty}
        pagination={false}
      />
      {open ? dialog(editing, () => setOpen(false)) : null}
    </ConsolePage>
  );
}

interface RecordActionsProps {
  /** The record's name, added to each button's accessible name. */
  name: string;
  isDefault: boolean;
  onEdit: () => void;
  onSetDefault: () => Promise<void>;
  settingDefault: boolean;
  deleteConfirm: string;
  onDelete: () => Promise<void>;
}

/** Edit, set as default (when it is not) and delete after a confirmation. */
function RecordActions({
  name,
  isDefault,
  onEdit,
  onSetDefault,
  settingDefault,
  deleteConfirm,
  onDelete,
}: RecordActionsProps) {
  const { t } = useTranslation('billing');
  return (
    <>
      <Button variant="link" aria-label={`${t('common.edit')} ${name}`} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      {isDefault ? null : (
        <Button
          variant="link"
          aria-label={`${t('common.setDefault')} ${name}`}
          disabled={settingDefault}
          onClick={onSetDefault}
        >
          {t('common.setDefault')}
        </Button>
      )}
      <Popconfirm
        title={deleteConfirm}
        okText={t('common.delete')}
        cancelText={t('common.cancel')}
        okVariant="danger"
        onConfirm={onDelete}
      >
        <Button variant="link" aria-label={`${t('common.delete')} ${name}`}>
          {t('common.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}
