import { type AdminMessageCategory, type AdminUser, adminMessageCategories, limits } from '@agentsy/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useAdminUserSearch } from '../api/search-users';
import { useSendSupportMessage } from '../api/send-support-message';
import { categoryLabels, userLabel } from './support-copy';

/** docs/product.md#admin, Messages: find a user, pick a category, write, send. */
export const SendSupportMessageCard = () => {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [category, setCategory] = useState<AdminMessageCategory>('support');
  const [content, setContent] = useState('');
  const results = useAdminUserSearch(search);
  const send = useSendSupportMessage({ onSent: () => setContent('') });
  // docs/product.md#admin: a selected user and non-blank content are needed.
  const canSend = selected !== null && content.trim().length > 0 && !send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send.mutate({ userId: selected.id, content, category });
  };

  const users = search.trim() ? (results.data ?? []) : [];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Send a message</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid grid-cols-1 gap-4">
          <div className="grid gap-2">
            <Label htmlFor="admin-user-search">Search users</Label>
            <Input
              id="admin-user-search"
              type="search"
              placeholder="Search by e-mail or name..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {search.trim() && !results.isPending && users.length === 0 && (
              <p className="text-sm text-muted-foreground">No users found</p>
            )}
            {users.length > 0 && (
              <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label="Users found">
                {users.map((user) => (
                  <li key={user.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(user)}
                      aria-pressed={selected?.id === user.id}
                      className={cn(
                        'w-full rounded-md p-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800',
                        selected?.id === user.id && 'bg-slate-100 dark:bg-slate-800',
                      )}
                    >
                      <span className="block truncate font-medium">{userLabel(user)}</span>
                      <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {selected && (
              <p className="text-sm wrap-anywhere" data-testid="selected-user">
                To: <span className="font-medium">{userLabel(selected)}</span> ({selected.email})
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="admin-message-category">Category</Label>
            <NativeSelect
              id="admin-message-category"
              value={category}
              onChange={(e) => setCategory(e.target.value as AdminMessageCategory)}
            >
              {adminMessageCategories.map((value) => (
                <option key={value} value={value}>
                  {categoryLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="admin-message-content">Message</Label>
            <Textarea
              id="admin-message-content"
              rows={4}
              maxLength={limits.messageMax}
              placeholder="Type your message..."
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!canSend} className="justify-self-start">
            {send.isPending ? 'Sending...' : 'Send'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
};
