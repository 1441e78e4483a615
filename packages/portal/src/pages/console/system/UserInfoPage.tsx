// /system/userInfo (basic information from the user menu): the profile from /detail and the avatar
// change (/editHeadImg). The new avatar is written to the session at once, so the navbar shows it
// without a reload (docs/decisions/0026-avatar-upload.md for the upload rules).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useEditHeadImg, useUserDetail } from '@chainportal/api';
import { Button, Card, Descriptions, Upload, formatDate, message, useReclickLock } from '@chainportal/ui';
import { session } from '../../../session/store';
import { ButtonRow, ConsolePage, Hint } from '../parts/ConsolePage';
import { DetailState } from '../parts/ListControls';
import { profileItems } from '../accountCenter/profileItems';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, checkAvatar, readAsDataUrl } from './avatar';

export default function UserInfoPage() {
  const { t } = useTranslation('account');
  const { data, error, isLoading, mutate } = useUserDetail();
  const { trigger, isMutating } = useEditHeadImg();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // The repeat-click lock starts once the file passes the checks, not on a refused one (issue 27.3).
  const { locked, lock } = useReclickLock();

  const save = async () => {
    const file = files[0];
    if (!file) return;
    const bad = checkAvatar(file);
    if (bad) {
      setProblem(t(`avatar.${bad}`));
      return;
    }
    lock();
    try {
      const headImgUrl = await readAsDataUrl(file);
      await trigger({ headImgUrl });
      const current = session.getState();
      session.setUserInfo({ ...current, avatar: headImgUrl, headImg: headImgUrl });
      setFiles([]);
      message.success(t('avatar.done'));
    } catch (e) {
      // An address the request schema refuses (not an image data: URL) is never sent: say why.
      // Otherwise the api client showed the reason; the chosen file stays.
      if (isApiError(e) && e.kind === 'invalid') setProblem(t('avatar.invalid'));
    }
  };

  return (
    <ConsolePage title={t('userInfo.title')}>
      <Card title={t('userInfo.profile')} titleLevel={2}>
        <DetailState loading={isLoading} error={error} onRetry={() => void mutate()}>
          {data ? (
            <Descriptions
              columns={2}
              items={[
                ...profileItems(t, data, 'large'),
                { key: 'created', label: t('info.createTime'), value: formatDate(data.createTime) },
              ]}
            />
          ) : null}
        </DetailState>
      </Card>
      <Card title={t('avatar.title')} titleLevel={2}>
        <Upload
          value={files}
          onChange={(next) => {
            setProblem(null);
            setFiles(next.slice(-1));
          }}
          onReject={() => setProblem(t('avatar.type'))}
          accept={AVATAR_ACCEPT}
          maxBytes={AVATAR_MAX_BYTES}
          maxCount={1}
          hint={t('avatar.rules')}
          chooseLabel={t('avatar.choose')}
        />
        {problem ? <Hint role="alert">{problem}</Hint> : null}
        <ButtonRow>
          <Button
            variant="primary"
            locked={locked}
            loading={isMutating}
            disabled={!files.length || isMutating}
            onClick={() => void save()}
          >
            {t('avatar.save')}
          </Button>
        </ButtonRow>
      </Card>
    </ConsolePage>
  );
}
