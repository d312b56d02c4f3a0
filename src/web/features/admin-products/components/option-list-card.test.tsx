import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OptionListCard, type OptionRow } from './option-list-card.tsx';

function renderSizes(rows: OptionRow[] = []) {
  const onChange = vi.fn<(rows: OptionRow[]) => void>();
  render(
    <OptionListCard
      title="Size Options"
      noun="size"
      amountLabel="Price"
      amountKind="money"
      rows={rows}
      onChange={onChange}
      withDimensions
    />,
  );
  return onChange;
}

async function fillNewSize(fields: Record<string, string>) {
  for (const [name, text] of Object.entries(fields)) {
    await userEvent.type(
      screen.getByRole(name.includes('(in)') || name.includes('price') ? 'spinbutton' : 'textbox', { name }),
      text,
    );
  }
  await userEvent.click(screen.getByRole('button', { name: 'Add size' }));
}

describe('size options with their printed dimensions', () => {
  it('adds a size with its width and height in inches, and lists them', async () => {
    const onChange = renderSizes([
      { value: '2x4', label: "2' x 4'", amount: '20', widthIn: '24', heightIn: '48' },
    ]);
    expect(screen.getByText('24 × 48 in printed')).toBeVisible();
    await fillNewSize({
      'New size code': '3x6',
      'New size label': "3' x 6'",
      'New size width (in)': '36',
      'New size height (in)': '72',
    });
    expect(onChange).toHaveBeenLastCalledWith([
      { value: '2x4', label: "2' x 4'", amount: '20', widthIn: '24', heightIn: '48' },
      { value: '3x6', label: "3' x 6'", amount: '0', widthIn: '36', heightIn: '72' },
    ]);
  });

  it('adds a size without dimensions, and says its files are not checked', async () => {
    const onChange = renderSizes([{ value: 'x', label: 'Custom', amount: '5' }]);
    expect(screen.getByText('No printed size: files are not checked against it')).toBeVisible();
    await fillNewSize({ 'New size code': 'y', 'New size label': 'Other' });
    expect(onChange).toHaveBeenLastCalledWith([
      { value: 'x', label: 'Custom', amount: '5' },
      { value: 'y', label: 'Other', amount: '0' },
    ]);
  });

  it('refuses a width without a height', async () => {
    const onChange = renderSizes();
    await fillNewSize({ 'New size code': 'y', 'New size label': 'Other', 'New size width (in)': '36' });
    expect(screen.getByText('Give both the width and the height in inches, or neither.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });
});
