const HOUR_MS = 60 * 60 * 1000;

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekdayTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** docs/product.md#messages-and-support: the time under 24 hours, weekday and time under 168 hours, else month, day and time. */
export const messageTime = (iso: string, now = Date.now()) => {
  const at = new Date(iso);
  const age = now - at.getTime();
  if (age < 24 * HOUR_MS) return time.format(at);
  if (age < 168 * HOUR_MS) return weekdayTime.format(at);
  return dateTime.format(at);
};
