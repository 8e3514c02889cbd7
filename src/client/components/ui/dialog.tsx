import { Slot } from '@radix-ui/react-slot';
import { X } from 'lucide-react';
import {
  createContext,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAwaitingLive, useEarlyChoices } from '../../lib/early-choices';
import { Button, type ButtonProps } from './button';

/**
 * The modal dialogs open now, the last on top. The browser draws a modal dialog above the whole
 * page and makes the rest of it inert, so what must stay seen and heard while one is open (the
 * toasts) is drawn inside the top one (`useTopDialog`).
 */
let openDialogs: HTMLDialogElement[] = [];
const dialogWatchers = new Set<() => void>();

function setOpenDialogs(next: HTMLDialogElement[]): void {
  openDialogs = next;
  for (const watcher of dialogWatchers) watcher();
}

/** The modal dialog on top, or null when none is open. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (watcher) => {
      dialogWatchers.add(watcher);
      return () => dialogWatchers.delete(watcher);
    },
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The id of the `<dialog>`, which its trigger names (`aria-controls`). */
  contentId: string;
  /** The `DialogTrigger`'s element, where focus goes back on close. */
  trigger: RefObject<HTMLElement | null>;
  /** Puts focus back on the trigger, as it is when called. */
  focusTrigger: () => void;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = use(DialogContext);
  if (!state) throw new Error(`${part} must be inside a Dialog`);
  return state;
}

interface DialogProps {
  /** Whether the dialog is open: the owner keeps the state. */
  open: boolean;
  /** Told when the dialog asks to open (its trigger) or to close (Close, Escape, a tap outside). */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A dialog's open state, shared by its trigger, its frame and its Close buttons. The dialog is
 * the browser's own modal `<dialog>` (decision 386): the page behind it is inert, focus stays
 * inside, Escape closes it, and it can be opened by a button with no script at all.
 */
export function Dialog({ open, onOpenChange, children }: DialogProps) {
  const contentId = useId();
  const trigger = useRef<HTMLElement>(null);
  const changeRef = useRef(onOpenChange);
  useLayoutEffect(() => {
    changeRef.current = onOpenChange;
  });
  const state = useMemo<DialogState>(
    () => ({
      open,
      setOpen: (next) => changeRef.current?.(next),
      contentId,
      trigger,
      focusTrigger: () => trigger.current?.focus(),
    }),
    [open, contentId],
  );
  return <DialogContext value={state}>{children}</DialogContext>;
}

/** Opens the dialog: its one child (a `Button`) gets the tap and, on close, focus back. */
export function DialogTrigger({ children }: { asChild: true; children: ReactNode }) {
  const { open, setOpen, contentId, trigger } = useDialog('DialogTrigger');
  return (
    <Slot
      ref={trigger}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      onClick={() => setOpen(true)}
    >
      {children}
    </Slot>
  );
}

/** Closes the dialog: its one child is a Cancel button. */
export function DialogClose({ children }: { asChild: true; children: ReactNode }) {
  const { setOpen } = useDialog('DialogClose');
  return <Slot onClick={() => setOpen(false)}>{children}</Slot>;
}

/**
 * The attributes that let `button` open the dialog whose `id` they name with no script (the
 * browser's command buttons), so a tap made before the page is live opens it at once.
 */
export function opensDialog(id: string): Record<'commandfor' | 'command', string> {
  return { commandfor: id, command: 'show-modal' };
}

/** The same for the button that closes it (its Close in the corner). */
function closesDialog(id: string): Record<'commandfor' | 'command', string> {
  return { commandfor: id, command: 'close' };
}

interface DialogFrameProps {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read out with the name when the dialog opens. */
  description: ReactNode;
  children: ReactNode;
  /**
   * Runs on close, before focus goes back to the trigger; `event.preventDefault()` keeps focus
   * where this puts it (an opener that is not a `DialogTrigger`, e.g. in a lazy chunk).
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Draws the dialog in the page's HTML while closed, under this id, so that a button carrying
   * `opensDialog(id)` opens it before the page's scripts have arrived. Without it the dialog's
   * content exists only while it is open, so a form in it starts afresh each time.
   */
  id?: string;
}

/**
 * The shop's one dialog look: a dimmed page, a centred card that scrolls within a phone's
 * screen, its title and description, and a Close button in the corner.
 */
export function DialogFrame({
  title,
  description,
  children,
  onCloseAutoFocus,
  id,
}: DialogFrameProps) {
  const { open, setOpen, contentId, focusTrigger } = useDialog('DialogFrame');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusBack = useRef(onCloseAutoFocus);
  useLayoutEffect(() => {
    focusBack.current = onCloseAutoFocus;
  });
  const pressedOutside = useRef(false);
  const titleId = `${contentId}title`;
  const descriptionId = `${contentId}description`;
  // Drawn in the page's HTML, it may be opened and filled in before its code is here: what the
  // visitor did in it is put back once it is live (decision 386).
  const awaitingLive = useAwaitingLive();
  useEarlyChoices(dialogRef);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    setOpenDialogs([...openDialogs.filter((other) => other !== dialog), dialog]);
    return () => {
      setOpenDialogs(openDialogs.filter((other) => other !== dialog));
      if (!dialog.open) return;
      dialog.close();
      const event = new Event('closeautofocus', { cancelable: true });
      focusBack.current?.(event);
      if (!event.defaultPrevented) focusTrigger();
    };
  }, [open, focusTrigger]);

  // Opened by a command button, or by the browser before the page was live: the owner learns
  // it is open (and closed again, by the browser's own means).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open && !open) setOpen(true);
    const follow = (event: Event) => {
      const isOpen = (event as ToggleEvent).newState === 'open';
      if (isOpen !== open) setOpen(isOpen);
    };
    dialog.addEventListener('toggle', follow);
    return () => dialog.removeEventListener('toggle', follow);
  }, [open, setOpen]);

  if (!open && id === undefined) return null;

  // A press and its release both on the backdrop (the `<dialog>` itself, whose content fills
  // it) closes it; a text selection dragged out of the card does not.
  const pressDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOutside.current = event.target === event.currentTarget;
  };
  const release = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOutside.current && event.target === event.currentTarget) setOpen(false);
    pressedOutside.current = false;
  };
  return (
    <dialog
      ref={dialogRef}
      id={id ?? contentId}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...(id === undefined ? {} : awaitingLive)}
      onCancel={(event) => {
        // Escape: the owner decides (a booking being confirmed stays open).
        event.preventDefault();
        setOpen(false);
      }}
      onMouseDown={pressDown}
      onClick={release}
      className="open:animate-fade-in m-auto max-h-none w-[calc(100vw-2rem)] max-w-md overflow-visible rounded-xl border border-border bg-surface p-0 text-foreground shadow-2xl backdrop:bg-background/80 backdrop:backdrop-blur-sm"
    >
      <div className="grid max-h-[calc(100dvh-2rem)] gap-5 overflow-y-auto p-6 sm:p-8">
        <div className="grid gap-1.5 pr-8">
          <h2 id={titleId} className="font-display text-2xl font-semibold text-gold-bright">
            {title}
          </h2>
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        </div>
        {children}
        <button
          type="button"
          aria-label="Close"
          {...(id === undefined ? {} : closesDialog(id))}
          onClick={() => setOpen(false)}
          className="absolute top-4 right-4 rounded-md p-1.5 text-muted transition-colors hover:bg-surface-raised hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </dialog>
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
