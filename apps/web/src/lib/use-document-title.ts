import { useEffect } from 'react';

const siteName = 'Agentsy';

/** Sets the tab title while the page is shown and restores the site name after. */
export const useDocumentTitle = (title: string | undefined) => {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${siteName}`;
    return () => {
      document.title = siteName;
    };
  }, [title]);
};
