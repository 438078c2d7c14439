import { timing } from '@agentsy/contracts/constants';
import { useCallback, useEffect, useState } from 'react';

/** Chromium's install event; not in the DOM typings yet. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

// iPadOS reports itself as a Mac, so touch support tells the two apart.
export const isIos = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

/**
 * docs/product.md#site-wide-elements: hidden when already installed or standalone, shown about 3 s after load,
 * at once on iOS (which has no install event, so the button opens instructions instead).
 */
export const useInstallPrompt = () => {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [isDelayOver, setIsDelayOver] = useState(false);
  // Read after the first render, which must match the page rendered ahead without a browser.
  const [isInstalled, setIsInstalled] = useState(true);
  const [ios, setIos] = useState(false);

  useEffect(() => {
    setIsInstalled(isStandalone());
    setIos(isIos());
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setIsInstalled(true);
      setDeferred(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    const timer = setTimeout(() => setIsDelayOver(true), timing.installButtonDelayMs);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      clearTimeout(timer);
    };
  }, []);

  const install = useCallback(async () => {
    if (!deferred) return;
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    if (outcome === 'accepted') setIsInstalled(true);
    // A prompt event can only be used once.
    setDeferred(null);
  }, [deferred]);

  const isVisible = !isInstalled && (ios || (isDelayOver && deferred !== null));
  return { isVisible, isIos: ios, install };
};
