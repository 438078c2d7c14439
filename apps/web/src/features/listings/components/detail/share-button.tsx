import { Share2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** The system share sheet where there is one; otherwise the link goes to the clipboard. */
export const ShareButton = ({ title, url }: { title: string; url: string }) => {
  const share = async () => {
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
