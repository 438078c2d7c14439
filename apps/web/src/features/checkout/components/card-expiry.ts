/**
 * The expiry field as card forms usually behave: digits only, the slash put in as the user types
 * ("1229" shows "12/29"), a lone month digit above 1 padded ("4" shows "04"), and a pasted
 * "12/2029" kept as "12/29". Deleting never gets stuck on the slash: it appears only once a
 * year digit follows it, or when the user types it.
 */
export const formatExpiryInput = (raw: string): string => {
  const fullYear = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(raw);
  if (fullYear) return formatExpiryInput(`${fullYear[1]!.padStart(2, '0')}${fullYear[2]}`);
  const typedSlash = /^\s*(\d)\s*\/\s*$/.exec(raw);
  if (typedSlash) return `0${typedSlash[1]}/`;

  let digits = raw.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  // "12/" stays while the user is about to type the year; "12" stays when they deleted the slash.
  if (digits.length === 2 && /^\s*\d{2}\s*\/\s*$/.test(raw)) return `${digits}/`;
  return digits;
};

/** "12/29", "1229", "12 / 2029" -> month and four-digit year; null when it is not a date. */
export const parseExpiry = (text: string) => {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { expMonth: month, expYear: year } : null;
};
