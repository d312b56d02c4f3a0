import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { uppercased } from './uppercase-input.ts';

let read: () => string = () => '';

function CodeForm() {
  const { register, getValues } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  read = () => getValues('code');
  return (
    <label>
      Code
      <input {...uppercased(register('code'))} />
    </label>
  );
}

describe('uppercased', () => {
  it('uppercases as typed, before the form reads the value, and keeps the caret', async () => {
    render(<CodeForm />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    await userEvent.type(input, 'save20');
    expect(input).toHaveValue('SAVE20');
    expect(read()).toBe('SAVE20');

    input.setSelectionRange(4, 4);
    await userEvent.type(input, 'x', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('SAVEX20');
    expect(input.selectionStart).toBe(5);
    expect(read()).toBe('SAVEX20');
  });
});
