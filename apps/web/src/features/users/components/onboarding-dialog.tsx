import type { ActiveRole } from '@agentsy/contracts';
import { ShoppingBagIcon, StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/current-user';
import { useCompleteOnboarding } from '../api/complete-onboarding';

const choices: { role: ActiveRole; title: string; text: string; Icon: typeof StoreIcon }[] = [
  {
    role: 'buyer',
    title: "I'm here to buy",
    text: 'Discover, buy and download AI agents and workflows.',
    Icon: ShoppingBagIcon,
  },
  {
    role: 'seller',
    title: "I'm here to sell",
    text: 'List your agents, prompts and automations and earn from every sale.',
    Icon: StoreIcon,
  },
];

/** docs/product.md#site-wide-elements: shown on first login; it can only be left by picking a role. */
export const OnboardingDialog = () => {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [isDone, setIsDone] = useState(false);
  const onboarding = useCompleteOnboarding({
    failureToast: {
      title: 'Setup Error',
      description: 'There was a problem setting up your account. Please try again.',
    },
    onSuccess: (role) => {
      toast({ title: `You're all set up as a ${role}`, description: 'You can switch roles anytime from the menu.' });
      setIsDone(true);
      navigate(role === 'seller' ? '/seller-dashboard' : '/');
    },
    onError: (error) => {
      console.error('Onboarding failed', error);
    },
  });

  const isOpen = !!user?.firstTimeLogin && !isDone;
  const keepOpen = (event: Event) => event.preventDefault();

  return (
    <Dialog open={isOpen}>
      <DialogContent
        hideClose
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        className="max-w-xl"
      >
        <DialogHeader>
          <DialogTitle>Welcome to Agentsy!</DialogTitle>
          <DialogDescription>
            How do you want to get started? You can switch roles anytime from the menu.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          {choices.map(({ role, title, text, Icon }) => (
            <Button
              key={role}
              variant="outline"
              className="h-auto flex-col items-start gap-2 whitespace-normal p-4 text-left [&_svg]:size-6"
              disabled={onboarding.isPending}
              onClick={() => onboarding.mutate(role)}
            >
              <Icon className="size-6 text-brand-text" aria-hidden />
              <span className="text-base font-semibold">{title}</span>
              <span className="text-sm font-normal text-muted-foreground">{text}</span>
            </Button>
          ))}
        </div>
        {onboarding.isPending && (
          <p role="status" className="text-center text-sm text-muted-foreground">
            Setting up your account...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
};
