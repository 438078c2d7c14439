import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { overlayClasses } from './dialog';

/** A slide-out panel: a Dialog pinned to one edge, so focus trapping and Escape come for free. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & { side?: 'left' | 'right' };

export const SheetContent = ({ className, children, side = 'right', ...props }: SheetContentProps) => (
  <SheetPrimitive.Portal>
    <SheetPrimitive.Overlay className={overlayClasses} />
    <SheetPrimitive.Content
      className={cn(
        'fixed inset-y-0 z-50 flex w-4/5 max-w-sm flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl dark:bg-slate-900',
        side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
        'border-slate-200 dark:border-slate-800',
        className,
      )}
      {...props}
    >
      {children}
      <SheetPrimitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        <XIcon className="size-5" />
        <span className="sr-only">Close menu</span>
      </SheetPrimitive.Close>
    </SheetPrimitive.Content>
  </SheetPrimitive.Portal>
);

export const SheetTitle = ({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) => (
  <SheetPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
);

export const SheetDescription = ({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) => (
  <SheetPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
);
