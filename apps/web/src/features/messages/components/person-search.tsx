import type { Participant } from '@agentsy/contracts';
import { type KeyboardEvent, useId, useState } from 'react';
import { PersonAvatar } from '@/components/person-avatar';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { personName } from '@/lib/format';
import { usePeopleSearch } from '../api/find-people';

/**
 * A combobox that finds people by the start of their name (GET /api/people) and hands the one
 * picked, by click or by arrow keys and Enter, to `onPick`.
 */
export const PersonSearch = ({ id, onPick }: { id: string; onPick: (person: Participant) => void }) => {
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const search = usePeopleSearch(text);
  const people = text.trim() ? (search.data ?? []) : [];
  const isSearched = isOpen && text.trim() !== '' && !search.isPending;
  const isShown = isSearched && people.length > 0;

  const pick = (person: Participant) => {
    onPick(person);
    setText(personName(person));
    setIsOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (people.length ? (i + step + people.length) % people.length : 0));
    } else if (event.key === 'Enter' && isShown && people[active]) {
      event.preventDefault();
      pick(people[active]);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  return (
    <div className="relative grid gap-1.5">
      <Label htmlFor={id}>Find a person</Label>
      <Input
        id={id}
        role="combobox"
        type="search"
        autoComplete="off"
        placeholder="Start typing a name..."
        aria-expanded={isShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isShown && people[active] ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setIsOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      {isSearched && people.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          No one found by that name.
        </p>
      )}
      {isShown && (
        <div
          id={listId}
          role="listbox"
          aria-label="People found"
          className="absolute top-full z-10 mt-1 grid w-full grid-cols-1 gap-1 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          {people.map((person, index) => (
            <div
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              // Focus stays in the search box (aria-activedescendant); a click still picks.
              tabIndex={-1}
              aria-selected={index === active}
              // Picks before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
              className={cn(
                'flex min-w-0 cursor-pointer items-center gap-2 rounded-md p-2 text-sm',
                index === active && 'bg-slate-100 dark:bg-slate-800',
              )}
            >
              <PersonAvatar name={personName(person)} imageUrl={person.profileImageUrl} className="size-7 text-xs" />
              <span className="truncate">{personName(person)}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
};
