import { CopyIcon, PlugIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useMcpConfig } from '../api/get-mcp-config';

const CopyJson = ({ text }: { text: string }) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Claude Desktop config copied' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">Claude Desktop (claude_desktop_config.json)</p>
        <Button type="button" size="sm" variant="outline" onClick={copy} aria-label="Copy Claude Desktop config">
          <CopyIcon aria-hidden />
          Copy
        </Button>
      </div>
      <figure aria-label="Claude Desktop config">
        <pre className="max-h-64 overflow-auto rounded-md bg-slate-100 p-3 text-xs dark:bg-slate-800">{text}</pre>
      </figure>
    </div>
  );
};

/**
 * "Add to Cursor", "Add to VS Code" and the Claude Desktop block of an MCP listing, for its buyers.
 * Nothing shows while loading or when the listing has no server.json. Values the buyer must give
 * (secrets) are prompts or empty placeholders: the server never puts them in a link.
 */
export const McpInstall = ({ listingId }: { listingId: string }) => {
  const cursor = useMcpConfig(listingId, 'cursor');
  const vscode = useMcpConfig(listingId, 'vscode');
  const claude = useMcpConfig(listingId, 'claude');
  if (!cursor.data?.link || !vscode.data?.link || !claude.data) return null;
  return (
    <section aria-label="Install the MCP server" className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={cursor.data.link}>
            <PlugIcon aria-hidden />
            Add to Cursor
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={vscode.data.link}>
            <PlugIcon aria-hidden />
            Add to VS Code
          </a>
        </Button>
      </div>
      <CopyJson text={JSON.stringify(claude.data.json, null, 2)} />
    </section>
  );
};
