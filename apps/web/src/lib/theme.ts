import { themeStorageKey } from '@agentsy/contracts/constants';

export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];

const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme);

export const readStoredTheme = (): Theme => {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return isTheme(stored) ? stored : 'system';
  } catch {
    // Storage can be blocked (private mode, strict settings); the default still works.
    return 'system';
  }
};

export const storeTheme = (theme: Theme) => {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Not persisting is acceptable; the choice still applies for this visit.
  }
};

export const darkQuery = '(prefers-color-scheme: dark)';

export const resolveTheme = (theme: Theme): 'light' | 'dark' => {
  if (theme !== 'system') return theme;
  // Pages rendered ahead at build time have no window; the theme boot script has the answer there.
  if (typeof window === 'undefined') return 'light';
  return window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';
};

export const applyTheme = (resolved: 'light' | 'dark') => {
  document.documentElement.classList.toggle('dark', resolved === 'dark');
};
