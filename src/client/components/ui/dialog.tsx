import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/** Open state and the trigger that opens it; Radix returns focus to the trigger on close. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; `asChild` around a Cancel button. */
export const DialogClose = DialogPrimitive.Close;

interface DialogFrameProps {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read out with the name when the dialog opens. */
  description: ReactNode;
  children: ReactNode;
  /** Where focus goes on close, when the opener is not a `DialogTrigger` (e.g. in a lazy chunk). */
  onCloseAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onCloseAutoFocus'];
}

/**
 * The shop's one dialog look: a dimmed page, a centred card that scrolls within a phone's
 * screen, its title and description, and a Close button in the corner. Focus is trapped inside
 * while it is open and Escape closes it (Radix).
 */
export function DialogFrame({ title, description, children, onCloseAutoFocus }: DialogFrameProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-background/80 backdrop-blur-sm" />
      <DialogPrimitive.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="data-[state=open]:animate-fade-in fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-2xl focus-visible:outline-none sm:p-8"
      >
        <div className="grid gap-1.5 pr-8">
          <DialogPrimitive.Title className="font-display text-2xl font-semibold text-gold-bright">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-muted">
            {description}
          </DialogPrimitive.Description>
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 rounded-md p-1.5 text-muted transition-colors hover:bg-surface-raised hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog's actions: stacked on a phone with the main one on top, in a row from `sm` up. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

interface DialogActionsProps {
  /** The main button's text, and so its accessible name. */
  label: ReactNode;
  /** What it says while the action runs, e.g. `Erasing...`. */
  pendingLabel: ReactNode;
  isPending: boolean;
  /** Runs the action; without it the main button submits the dialog's form. */
  onConfirm?: () => void;
  /** Holds the main button back for a reason other than the action running. */
  isDisabled?: boolean;
  variant?: ButtonProps['variant'];
  /** The button that closes the dialog without acting. */
  cancelLabel?: ReactNode;
  cancelVariant?: ButtonProps['variant'];
}

/**
 * A confirmation's footer: Cancel, which closes the dialog, and the main button, disabled and
 * saying `pendingLabel` while its action runs.
 */
export function DialogActions({
  label,
  pendingLabel,
  isPending,
  onConfirm,
  isDisabled = false,
  variant,
  cancelLabel = 'Cancel',
  cancelVariant = 'ghost',
}: DialogActionsProps) {
  return (
    <DialogButtons>
      <DialogClose asChild>
        <Button type="button" variant={cancelVariant}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        disabled={isDisabled || isPending}
        onClick={onConfirm}
      >
        {isPending ? pendingLabel : label}
      </Button>
    </DialogButtons>
  );
}
