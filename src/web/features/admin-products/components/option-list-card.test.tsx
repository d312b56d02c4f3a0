import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

function EditableSizes({
  initial,
  onChange,
}: {
  initial: OptionRow[];
  onChange: (rows: OptionRow[]) => void;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <OptionListCard
      title="Size Options"
      noun="size"
      amountLabel="Price"
      amountKind="money"
      rows={rows}
      onChange={(next) => {
        setRows(next);
        onChange(next);
      }}
      withDimensions
      firstIsDefault
    />
  );
}

const twoSizes: OptionRow[] = [
  { value: '2x4', label: "2' x 4'", amount: '20', widthIn: '24', heightIn: '48' },
  { value: '3x6', label: "3' x 6'", amount: '35', widthIn: '36', heightIn: '72' },
];

describe('editing and reordering entries in place', () => {
  it('edits a size’s label, price and printed size, keeping its code, and returns the focus', async () => {
    const onChange = vi.fn<(rows: OptionRow[]) => void>();
    render(<EditableSizes initial={twoSizes} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: "Edit size 3' x 6'" }));
    const label = screen.getByRole('textbox', { name: 'Label of size 3x6' });
    expect(label).toHaveFocus();
    await userEvent.clear(label);
    await userEvent.type(label, "3' x 6' banner");
    const price = screen.getByRole('spinbutton', { name: 'Price of size 3x6' });
    await userEvent.clear(price);
    await userEvent.type(price, '39.5');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Height (in) of size 3x6' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Height (in) of size 3x6' }), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Save size' }));
    expect(onChange).toHaveBeenLastCalledWith([
      twoSizes[0],
      { value: '3x6', label: "3' x 6' banner", amount: '39.5', widthIn: '36', heightIn: '70' },
    ]);
    expect(screen.getByText('$39.50')).toBeVisible();
    expect(screen.getByRole('button', { name: "Edit size 3' x 6' banner" })).toHaveFocus();
  });

  it('saves with Enter, refuses a blank label or half a printed size, and cancels with Escape', async () => {
    const onChange = vi.fn<(rows: OptionRow[]) => void>();
    render(<EditableSizes initial={twoSizes} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: "Edit size 2' x 4'" }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Label of size 2x4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save size' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a label.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Label of size 2x4' }), 'Small');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Width (in) of size 2x4' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Label of size 2x4' }), '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Give both the width and the height in inches, or neither.',
    );
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Label of size 2x4' })).toBeNull();
    expect(screen.getByText("2' x 4'")).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: "Edit size 2' x 4'" }));
    await userEvent.type(
      screen.getByRole('spinbutton', { name: 'Price of size 2x4' }),
      '{Backspace}{Backspace}22{Enter}',
    );
    expect(onChange).toHaveBeenLastCalledWith([{ ...twoSizes[0], amount: '22' }, twoSizes[1]]);
  });

  /** The two sizes in their editor, and a button beside it to leave an entry by. */
  function renderWithElsewhere() {
    const onChange = vi.fn<(rows: OptionRow[]) => void>();
    render(
      <>
        <EditableSizes initial={twoSizes} onChange={onChange} />
        <button type="button">Elsewhere</button>
      </>,
    );
    return onChange;
  }

  it('saves an entry left by a click elsewhere or by Tab, leaving the focus where it went', async () => {
    const onChange = renderWithElsewhere();
    await userEvent.click(screen.getByRole('button', { name: "Edit size 2' x 4'" }));
    const price = screen.getByRole('spinbutton', { name: 'Price of size 2x4' });
    await userEvent.clear(price);
    await userEvent.type(price, '21');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onChange).toHaveBeenLastCalledWith([{ ...twoSizes[0], amount: '21' }, twoSizes[1]]);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: "Edit size 3' x 6'" }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Price of size 3x6' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Price of size 3x6' }), '36');
    // Past the height, Save and Cancel: out of the entry.
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith([
      { ...twoSizes[0], amount: '21' },
      { ...twoSizes[1], amount: '36' },
    ]);
    expect(screen.queryByRole('spinbutton', { name: 'Price of size 3x6' })).toBeNull();
  });

  it('keeps a refused entry open when it is left, with its reason', async () => {
    const onChange = renderWithElsewhere();
    await userEvent.click(screen.getByRole('button', { name: "Edit size 2' x 4'" }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Label of size 2x4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a label.');
    expect(screen.getByRole('textbox', { name: 'Label of size 2x4' })).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves entries up and down; the first size is marked as the default', async () => {
    const onChange = vi.fn<(rows: OptionRow[]) => void>();
    render(<EditableSizes initial={twoSizes} onChange={onChange} />);
    const items = () => within(screen.getByRole('list', { name: 'Size Options' })).getAllByRole('listitem');
    expect(items()[0]).toHaveTextContent('Default');
    expect(screen.getByRole('button', { name: "Move size 2' x 4' up" })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const down = screen.getByRole('button', { name: "Move size 2' x 4' down" });
    await userEvent.click(down);
    expect(onChange).toHaveBeenLastCalledWith([twoSizes[1], twoSizes[0]]);
    expect(items()[0]).toHaveTextContent("3' x 6'");
    expect(items()[0]).toHaveTextContent('Default');
    expect(items()[1]).not.toHaveTextContent('Default');
    // The focus moved with the entry; at the bottom the button does nothing.
    expect(down).toHaveFocus();
    await userEvent.click(down);
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: "Move size 2' x 4' up" }));
    expect(onChange).toHaveBeenLastCalledWith(twoSizes);
  });
});
