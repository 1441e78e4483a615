import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

/** An api read's cache key (`['api', endpoint id, input]`, packages/api hooks). */
const isApiRead = (key: unknown) => Array.isArray(key) && key[0] === 'api';

/**
 * Reads every shown answer again when the interface language changes (decision 0077): the client
 * sends the new language as `Accept-Language`, and what the platform wrote (market apps, documents,
 * notices…) comes back in it. What is on screen stays until its new answer arrives; a page not
 * shown reads again when it is (SWR revalidates a cached read on mount).
 */
export function RevalidateOnLanguage({ i18n }: { i18n: I18n }) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const revalidate = () => void mutate(isApiRead);
    i18n.on('languageChanged', revalidate);
    return () => i18n.off('languageChanged', revalidate);
  }, [i18n, mutate]);
  return null;
}
