import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * An entry edited in place: the draft while it is open (null when closed), the focus moved to its first field
 * when it opens and back to its Edit button when it closes, and the keys of its fields: Enter saves, Escape
 * cancels (without closing a dialog around it). Leaving the entry (Tab past it, a click elsewhere, Save
 * product) saves it too, so that what was typed is never dropped silently; a refused entry stays open.
 */
export function useInPlaceEdit<Draft>() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (draft && !wasEditing.current) firstField.current?.focus();
    // Closed from inside (Enter, Save, Cancel, Escape), the focus was lost with the fields; closed by
    // leaving, it stays where the admin went.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!draft && wasEditing.current && lost) editButton.current?.focus();
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

  const savingOnLeave = (save: () => void) => (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    save();
  };

  /** The entry's fieldset: Enter saves, Escape cancels, and leaving it saves. */
  const editorProps = (save: () => void) => ({ onKeyDown: keysSaving(save), onBlur: savingOnLeave(save) });

  return { draft, setDraft, editButton, firstField, editorProps };
}
