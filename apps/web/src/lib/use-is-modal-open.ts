import { useSyncExternalStore } from 'react';

// Radix marks an open dialog, sheet (the menu) or alert dialog so; the feedback panel, which is
// not modal, carries no data-state and does not count.
const openModalSelector = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  return () => observer.disconnect();
};

const isModalOpen = () => document.querySelector(openModalSelector) !== null;

/**
 * Whether a modal dialog is open anywhere on the page. Floating things (the feedback widget, the
 * toasts) use it to keep off a dialog the user has to deal with first.
 */
export const useIsModalOpen = () => useSyncExternalStore(subscribe, isModalOpen, () => false);
