import { useState, type ReactNode } from 'react';
import { Dialog, DialogFrame, DialogTrigger } from '../../../components/ui/dialog';

/**
 * A dialog opened by its trigger (one `Button`), its content mounted only while open, so a
 * form starts afresh each time; the content closes it with `close` once its action succeeded.
 */
export function CodeDialog({
  trigger,
  title,
  description,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  children: (close: () => void) => ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {isOpen ? (
        <DialogFrame title={title} description={description}>
          {children(() => setIsOpen(false))}
        </DialogFrame>
      ) : null}
    </Dialog>
  );
}
