import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';

/** A value to paste elsewhere (a DNS record, a file's address), with a button that copies it. */
export const CopyField = ({ label, value }: { label: string; value: string }) => {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: `${label} copied` });
    } catch {
      toast({ title: 'Could not copy', description: value, variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
        <Button type="button" variant="outline" onClick={copy} aria-label={`Copy ${label}`}>
          <CopyIcon aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
};
