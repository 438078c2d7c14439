import { StoreIcon } from 'lucide-react';
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
import { Button } from '@/components/ui/button';
import { useEnableSeller } from '../api/enable-seller';

/** Seller mode is opt-in; confirming enables it, and payout details can wait. */
export const BecomeSellerButton = () => {
  const enableSeller = useEnableSeller();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start" disabled={enableSeller.isPending}>
          <StoreIcon aria-hidden />
          Become a Seller
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Become a Seller?</AlertDialogTitle>
          <AlertDialogDescription>
            Seller mode lets you list agents and earn from every sale. You can set up your payout preferences later from
            the seller dashboard, and switch back to buyer mode at any time.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => enableSeller.mutate()}>Enable seller mode</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
