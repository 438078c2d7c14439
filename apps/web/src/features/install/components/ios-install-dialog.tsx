import { PlusSquareIcon, ShareIcon, SmartphoneIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

const steps = [
  { Icon: ShareIcon, text: 'Tap the Share button in Safari’s toolbar.' },
  { Icon: PlusSquareIcon, text: 'Scroll down and tap “Add to Home Screen”.' },
  { Icon: SmartphoneIcon, text: 'Tap “Add” — Agentsy now opens from your home screen like an app.' },
];

export const IosInstallDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Install Agentsy</DialogTitle>
        <DialogDescription>Add Agentsy to your home screen in three steps.</DialogDescription>
      </DialogHeader>
      <ol className="grid gap-3">
        {steps.map(({ Icon, text }, index) => (
          <li key={text} className="flex items-start gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
              {index + 1}
            </span>
            <Icon className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="text-sm">{text}</span>
          </li>
        ))}
      </ol>
    </DialogContent>
  </Dialog>
);
