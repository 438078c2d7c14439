import { timing } from '@agentsy/contracts/constants';
import { contactPrefill, conversationMessages } from '@agentsy/contracts/messages';
import { MessageSquareIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/current-user';
import { loginUrl } from '@/lib/unauthorized';
import { useStartConversation } from '../api/start-conversation';

type Props = {
  sellerId: string;
  sellerName: string;
  /** Asking about one agent words the starting text around its title. */
  agentTitle?: string;
  label?: string;
  size?: 'sm' | 'default';
};

const fail = ({ title, message }: { title: string; message: string }) =>
  toast({ title, description: message, variant: 'destructive' });

/**
 * "Contact Seller" / "Ask Question": a message to the seller that opens (or continues) the
 * conversation, then a link into it. Visitors are asked to sign in instead.
 */
export const ContactSellerDialog = ({ sellerId, sellerName, agentTitle, label = 'Contact Seller', size }: Props) => {
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [content, setContent] = useState(() => contactPrefill(agentTitle));
  const [startedId, setStartedId] = useState<string>();
  const [isBlank, setIsBlank] = useState(false);
  const start = useStartConversation({
    failureToast: {
      title: conversationMessages.contactFailed.title,
      description: conversationMessages.contactFailed.message,
    },
  });

  const open = () => {
    if (!user) {
      fail(conversationMessages.signIn);
      setTimeout(() => window.location.assign(loginUrl(`${pathname}${search}`)), timing.loginRedirectMs);
      return;
    }
    if (user.id === sellerId) return fail(conversationMessages.cannotMessageYourself);
    setStartedId(undefined);
    setContent(contactPrefill(agentTitle));
    setIsOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') return setIsBlank(true);
    start.mutate(
      { receiverId: sellerId, content },
      {
        onSuccess: ({ id }) => {
          toast({ title: conversationMessages.started.title });
          setStartedId(id);
        },
      },
    );
  };

  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={open}>
        <MessageSquareIcon className="size-4" aria-hidden />
        {label}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Contact {sellerName}</DialogTitle>
            <DialogDescription>
              {agentTitle ? `Ask about "${agentTitle}".` : 'Send a message to this seller.'}
            </DialogDescription>
          </DialogHeader>
          {startedId ? (
            <div className="grid gap-4">
              <p>{conversationMessages.started.title}. The seller will see your message right away.</p>
              <DialogFooter>
                <Button asChild>
                  <Link to={`/messages?conversation=${startedId}`}>Go to conversation</Link>
                </Button>
              </DialogFooter>
            </div>
          ) : (
            <form onSubmit={submit} className="grid gap-3" noValidate>
              <Label htmlFor="contact-seller-message">Message</Label>
              <Textarea
                id="contact-seller-message"
                rows={5}
                value={content}
                aria-invalid={isBlank}
                aria-describedby={isBlank ? 'contact-seller-error' : undefined}
                onChange={(e) => {
                  setContent(e.target.value);
                  setIsBlank(false);
                }}
              />
              {isBlank && (
                <p id="contact-seller-error" className="text-sm text-red-600">
                  {conversationMessages.empty}
                </p>
              )}
              <DialogFooter>
                <Button type="submit" disabled={start.isPending}>
                  {start.isPending ? 'Sending...' : 'Send Message'}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
};
