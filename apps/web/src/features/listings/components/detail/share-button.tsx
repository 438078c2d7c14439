import { Share2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/**
 * The system share sheet where there is one; otherwise the link goes to the clipboard. Takes a
 * path: the page is also rendered on the server, where there is no window to know the origin of.
 */
export const ShareButton = ({ title, path }: { title: string; path: string }) => {
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet rejects; that is the user's choice, not an error.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={share}>
      <Share2Icon aria-hidden />
      Share
    </Button>
  );
};
