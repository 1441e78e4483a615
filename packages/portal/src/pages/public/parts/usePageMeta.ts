import { useEffect } from 'react';

/**
 * Sets the page's meta description (the title is set by RootLayout from the route). The text comes
 * translated, so it follows the active language.
 */
export function usePageMeta(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
