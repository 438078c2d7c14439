import { timing } from '@agentsy/contracts/constants';
import { useIsModalOpen } from '@/lib/use-is-modal-open';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';

/** docs/product.md#conventions: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the viewport. */
export const Toaster = () => {
  const toasts = useToasts();
  // A dialog keeps its actions at its foot, and on a phone near the screen's: its toasts (a
  // failed onboarding, a refused payment) show at the top instead, where they cover none of them.
  const isModalOpen = useIsModalOpen();
  return (
    <ToastProvider duration={timing.toastDurationMs} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(isOpen) => !isOpen && dismissToast(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} className={isModalOpen ? 'bottom-auto top-0' : undefined} />
    </ToastProvider>
  );
};
