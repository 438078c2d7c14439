import { useState } from 'react';
import { FormField } from '@/components/form-field';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useDeleteAccount } from '../api/delete-account';

/** Account deletion: a confirmation that also asks for the password, then out to the home page. */
export const DangerZone = ({ onDeleted }: { onDeleted: () => void | Promise<void> }) => {
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount({ onDeleted });

  return (
    <Card className="border-red-300 dark:border-red-900">
      <CardHeader>
        <CardTitle className="text-lg text-red-700 dark:text-red-400">Danger Zone</CardTitle>
        <CardDescription>
          Deleting your account erases your personal data and signs you out. Your listings leave the marketplace; buyers
          keep the agents they bought. Sellers need their balance paid out first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            if (!open) setPassword('');
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Delete Account</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                remove.mutate({ password });
              }}
            >
              <AlertDialogHeader>
                <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
                <AlertDialogDescription>
                  This action cannot be undone. It permanently deletes your account and personal data. Enter your
                  password to confirm.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <FormField id="delete-password" label="Password">
                <Input
                  id="delete-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  required
                />
              </FormField>
              <AlertDialogFooter>
                <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
                  {remove.isPending ? 'Deleting...' : 'Delete Account'}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
};
