import { useCallback, useEffect, useRef, useState } from 'react';

interface TypingRun {
  /** The text last typed. */
  typed: string;
  /** The text still sent while typing goes on: what was sent before the run began. */
  sent: string;
}

/**
 * The search text to send to the server. What the visitor types waits until typing pauses for `delayMs`,
 * so one request goes out per pause rather than one per keystroke (the box itself shows each key at
 * once). Any other change of the text (a reset, Back/Forward, a shared link) is sent at once.
 *
 * Call `typed(text)` with each keystroke's text, beside the box's own update.
 */
export function useTypingDebounce(text: string, delayMs: number) {
  const [run, setRun] = useState<TypingRun | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A run counts only while the box still holds what was typed; otherwise the text changed some other way.
  const value = run !== null && run.typed === text ? run.sent : text;
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const typed = useCallback(
    (next: string) => {
      setRun({ typed: next, sent: valueRef.current });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setRun(null), delayMs);
    },
    [delayMs],
  );

  return { value, typed };
}
