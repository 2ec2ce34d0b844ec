// A native modal <dialog>: opened with showModal() (the browser keeps focus inside and the rest inert),
// labelled by its heading, closed by Escape through onClose, and focus back to what opened it.
import { useEffect, useRef, type ReactNode } from "react";

export function Modal({
  id,
  title,
  onClose,
  children,
  returnFocus,
}: {
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes on close instead of the opener (null: the opener, when it is still there). */
  returnFocus?: () => HTMLElement | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // After React has removed the dialog: the opener, or the fallback when the opener went away.
      requestAnimationFrame(() => {
        const target = returnFocusRef.current?.() ?? (opener?.isConnected ? opener : null);
        target?.focus();
      });
    };
  }, []);
  return (
    <dialog
      ref={ref}
      id={id}
      className="dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="heading-m dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
