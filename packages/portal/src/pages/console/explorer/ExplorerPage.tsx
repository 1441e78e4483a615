import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getContractDetail, listContracts, useApiClient, type ApiClient } from '@chainportal/api';
import type { ContractRecordRef } from '../../../explorer/reads';
import { ExplorerView, type ExplorerRecords } from '../../../explorer/ExplorerView';
import { myContractPath } from '../../../explorer/links';
import { useSession } from '../../../session/store';
import { ConsolePage } from '../parts/ConsolePage';

/** Contract management is the admin's (docs/product.md#roles): others' calls are refused (20001). */
const ADMIN = 'admin';

/**
 * The customer's records at these addresses of a chain, each with its ABI (its detail): the list
 * is searched by address (its keyword matches addresses), and only exact matches are kept.
 */
function recordFinder(client: ApiClient): ExplorerRecords['find'] {
  return async (chainCode, addresses) => {
    const found = await Promise.all(
      addresses.map(async (address) => {
        const page = await listContracts(client, { pageNum: 1, pageSize: 10, chainCode, keyword: address });
        return page.list.filter((item) => item.address?.toLowerCase() === address);
      }),
    );
    return Promise.all(
      found.flat().map(async (item): Promise<ContractRecordRef> => {
        const detail = await getContractDetail(client, { id: item.id });
        return {
          id: item.id,
          name: item.name ?? '',
          address: (item.address ?? '').toLowerCase(),
          abi: detail.abi.length > 0 ? detail.abi : undefined,
        };
      }),
    );
  };
}

/**
 * /appservers/explorer: the chain browser inside the console (issue 41). For an admin, the
 * customer's own contracts decode with their recorded ABIs and link to their record in My contracts.
 */
export default function ConsoleExplorerPage() {
  const { t } = useTranslation(['explorer', 'portal']);
  const client = useApiClient();
  const admin = useSession((s) => s.roles.includes(ADMIN));
  const records = useMemo<ExplorerRecords | undefined>(
    () => (admin ? { find: recordFinder(client), href: (record) => myContractPath(record.id) } : undefined),
    [admin, client],
  );
  return (
    <ConsolePage title={t('portal:route.explorer')}>
      <ExplorerView records={records} />
    </ConsolePage>
  );
}
