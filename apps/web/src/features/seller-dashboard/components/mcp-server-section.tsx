import { ServerIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useSaveMcpServer } from '../api/mcp-server';

/** Parsed here only to catch a typing slip; the server checks it against the MCP registry schema. */
const parseObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The server.json of a listing on the MCP platform, pasted by its seller on the edit screen. */
export const McpServerSection = ({ listingId }: { listingId: string }) => {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMcpServer(listingId, {
    failureToast: (e) => ({
      title: 'Update Failed',
      description: serverMessageOr(e, 'Failed to save the server.json.'),
    }),
  });
  const submit = () => {
    const serverJson = parseObject(text);
    if (!serverJson) {
      setError('Paste the server.json as a JSON object.');
      return;
    }
    setError(null);
    save.mutate(serverJson, { onSuccess: () => toast({ title: 'MCP Server Saved' }) });
  };
  return (
    <section className="mb-4 grid gap-2 border-b border-slate-200 pb-4 dark:border-slate-800">
      <Label htmlFor={id} className="inline-flex items-center gap-2">
        <ServerIcon aria-hidden />
        MCP server (server.json)
      </Label>
      <p className="text-xs text-muted-foreground">
        In the MCP registry's format. Buyers get Add to Cursor, Add to VS Code and a Claude Desktop config from it;
        variables marked isSecret are asked of them, never filled in.
      </p>
      <Textarea
        id={id}
        rows={6}
        className="font-mono text-xs"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div>
        <Button type="button" size="sm" onClick={submit} disabled={save.isPending || !text.trim()}>
          {save.isPending ? 'Saving...' : 'Save MCP Server'}
        </Button>
      </div>
    </section>
  );
};
