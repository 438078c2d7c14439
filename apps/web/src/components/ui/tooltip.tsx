import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** docs/product.md#conventions: open after 700 ms, then 300 ms skip delay while moving between triggers. */
export const TooltipProvider = (props: ComponentProps<typeof TooltipPrimitive.Provider>) => (
  <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />
);

/** Each tooltip carries its provider, so pages without tooltips do not load this code. */
export const Tooltip = (props: ComponentProps<typeof TooltipPrimitive.Root>) => (
  <TooltipProvider>
    <TooltipPrimitive.Root {...props} />
  </TooltipProvider>
);
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = ({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) => (
  <TooltipPrimitive.Portal>
    <TooltipPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md dark:bg-slate-100 dark:text-slate-900',
        className,
      )}
      {...props}
    />
  </TooltipPrimitive.Portal>
);
