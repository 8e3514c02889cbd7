import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { useTopDialog } from './dialog';
import { dismissToast, useToasts } from './use-toast';

const variantClasses = {
  default: 'border-border bg-surface-raised text-foreground',
  success: 'border-success/50 bg-surface-raised text-foreground',
  destructive: 'border-destructive bg-destructive-strong text-white',
} as const;

/** Radix toasts with the spec's defaults: 5000 ms, swipe right past 50 px, F8 to focus. */
export function Toaster() {
  const toasts = useToasts();
  // Above an open dialog, and heard: the page behind a modal dialog is drawn under it and inert.
  const topDialog = useTopDialog();
  const viewport = (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className="fixed top-0 left-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:flex-col md:max-w-[420px]"
    />
  );
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg',
            'data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {/* Named apart from an open dialog's own Close, which it may be drawn beside. */}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {topDialog ? createPortal(viewport, topDialog) : viewport}
    </ToastPrimitive.Provider>
  );
}
