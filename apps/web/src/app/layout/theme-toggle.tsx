import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Theme } from '@/lib/theme';
import { useTheme } from '../theme-provider';

const options: { value: Theme; label: string; Icon: typeof SunIcon }[] = [
  { value: 'system', label: 'System', Icon: MonitorIcon },
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
];

/** Three options rather than an on/off switch, so "follow my OS" stays reachable. */
export const ThemeToggle = () => {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Dark mode</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {options.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={theme === value}
            onClick={() => setTheme(value)}
            className={cn(
              'flex items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              theme === value && 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100',
            )}
          >
            <Icon className="size-3.5" aria-hidden />
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
};
