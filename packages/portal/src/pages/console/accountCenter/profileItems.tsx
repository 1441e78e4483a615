// The account's profile as both its pages show it (/accountCenter/accountInfo, /system/userInfo):
// avatar, username, name, and the mobile number and e-mail or that they are not bound.
import type { TFunction } from 'i18next';
import type { UserDetail } from '@chainportal/api';
import { Avatar, maskPhone, type DescriptionsItem } from '@chainportal/ui';

export function profileItems(
  t: TFunction<'account'>,
  user: UserDetail,
  avatarSize?: 'large',
): DescriptionsItem[] {
  return [
    {
      key: 'avatar',
      label: t('info.avatar'),
      value: <Avatar size={avatarSize} src={user.headImgUrl || undefined} name={user.name} />,
    },
    { key: 'username', label: t('info.username'), value: user.username },
    { key: 'name', label: t('info.name'), value: user.name },
    {
      key: 'mobile',
      label: t('mobile.title'),
      value: user.mobile ? maskPhone(user.mobile) : t('security.notBound'),
    },
    { key: 'email', label: t('email.title'), value: user.email ?? t('security.notBound') },
  ];
}
