/**
 * Asks the browser for permission to show system notifications. True when granted (now or
 * before); false when refused or when the browser has no notifications at all.
 */
export const askNotificationPermission = async () => {
  if (typeof window === 'undefined' || !('Notification' in window)) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
};
