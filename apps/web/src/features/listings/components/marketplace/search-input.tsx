import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';

const debounceMs = 350;

/** Typing updates the URL after a pause, so results follow without a request per keystroke. */
export const SearchInput = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const [text, setText] = useState(value);

  // Follow the URL when it changes from elsewhere (Clear All, back button).
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <form
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text);
      }}
    >
      <SearchIcon className="pointer-events-none absolute left-3 top-3 size-4 text-slate-400" aria-hidden />
      <Input
        type="search"
        aria-label="Search agents"
        placeholder="Search agents..."
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
};
