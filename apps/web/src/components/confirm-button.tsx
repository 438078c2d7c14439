import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';

type Props = {
  /** The button's own label; also the confirming action's label unless confirmLabel is given. */
  children: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** The id of the visible text that says why the button is off (see OffReason). */
  reasonId?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/** A button for an action that moves money or cannot be undone: it asks first, and says why it is off. */
export const ConfirmButton = ({
  children,
  title,
  description,
  confirmLabel,
  onConfirm,
  disabled = false,
  reasonId,
  variant,
  size = 'sm',
}: Props) => (
  <AlertDialog>
    <AlertDialogTrigger asChild>
      <Button variant={variant} size={size} disabled={disabled} aria-describedby={disabled ? reasonId : undefined}>
        {children}
      </Button>
    </AlertDialogTrigger>
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <AlertDialogAction onClick={onConfirm}>{confirmLabel ?? children}</AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  </AlertDialog>
);

/** Says, in plain sight, why a button is off; the button points at it with aria-describedby. */
export const OffReason = ({ id, children }: { id: string; children: ReactNode }) => (
  <p id={id} className="text-xs text-muted-foreground">
    {children}
  </p>
);
