import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** The admin's dialog look: overlay, centred card, title, description and a close button. */
export function DialogFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-background/80 backdrop-blur-sm" />
      <Dialog.Content className="data-[state=open]:animate-fade-in fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-2xl focus-visible:outline-none sm:p-8">
        <div className="grid gap-1.5 pr-8">
          <Dialog.Title className="font-display text-2xl font-semibold text-gold-bright">
            {title}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
        </div>
        {children}
        <Dialog.Close
          aria-label="Close"
          className="absolute top-4 right-4 rounded-md p-1.5 text-muted transition-colors hover:bg-surface-raised hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-5" aria-hidden />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
