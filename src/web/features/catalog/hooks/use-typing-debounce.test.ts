import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypingDebounce } from './use-typing-debounce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(initial: string) {
  return renderHook(({ text }) => useTypingDebounce(text, 250), { initialProps: { text: initial } });
}

describe('useTypingDebounce', () => {
  it('sends the text from the URL at once', () => {
    const { result } = setup('banner');
    expect(result.current.value).toBe('banner');
  });

  it('holds typed text back until typing pauses for the delay', () => {
    const { result, rerender } = setup('');
    for (const text of ['b', 'ba', 'ban']) {
      act(() => result.current.typed(text));
      rerender({ text });
      expect(result.current.value).toBe('');
      act(() => vi.advanceTimersByTime(200));
      expect(result.current.value).toBe('');
    }
    act(() => vi.advanceTimersByTime(50));
    expect(result.current.value).toBe('ban');
  });

  it('sends any other change of the text at once, and a pending keystroke never overrides it', () => {
    const { result, rerender } = setup('');
    act(() => result.current.typed('zzz'));
    rerender({ text: 'zzz' });
    expect(result.current.value).toBe('');
    // A reset (or Back) while the typed text still waits.
    rerender({ text: '' });
    expect(result.current.value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBe('');
    rerender({ text: 'post' });
    expect(result.current.value).toBe('post');

    // Typing again starts from what is shown, not from the old typed text.
    act(() => result.current.typed('posters'));
    rerender({ text: 'posters' });
    expect(result.current.value).toBe('post');
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.value).toBe('posters');
  });
});
