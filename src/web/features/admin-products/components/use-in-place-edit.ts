import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * An entry edited in place: the draft while it is open (null when closed), the focus moved to its first field
 * when it opens and back to its Edit button when it closes, and the keys of its fields: Enter saves, Escape
 * cancels (without closing a dialog around it).
 */
export function useInPlaceEdit<Draft>() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (draft && !wasEditing.current) firstField.current?.focus();
    if (!draft && wasEditing.current) editButton.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  const keysSaving = (save: () => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(null);
    }
  };

  return { draft, setDraft, editButton, firstField, keysSaving };
}
