import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

const debounceMs = 350;

/**
 * Typing updates the URL after a pause, so results follow without a request per keystroke.
 * The marketplace is rendered on the server (decision 043), so a visitor may type before the app
 * has loaded: Enter then submits the form as plain HTML (to /marketplace?search=…), and words
 * typed without Enter are picked up from the box once the app takes the page over.
 */
export const SearchInput = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const [text, setText] = useState(value);
  const box = useRef<HTMLInputElement>(null);

  // Follow the URL when it changes from elsewhere (Clear All, back button).
  useEffect(() => setText(value), [value]);

  // Words typed before the app took the page over are still in the box; picked up once, after
  // the effect above (which sets the box to the address's words).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the page over; later the box follows the state
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== value) setText(typed);
  }, []);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <form
      className="relative"
      action="/marketplace"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text);
      }}
    >
      <SearchIcon className="pointer-events-none absolute left-3 top-3 size-4 text-slate-400" aria-hidden />
      <Input
        type="search"
        ref={box}
        name="search"
        aria-label="Search agents"
        placeholder="Search agents..."
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
};
