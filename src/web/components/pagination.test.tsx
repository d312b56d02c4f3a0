import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

function Pages({ pageCount, first = 1 }: { pageCount: number; first?: number }) {
  const [page, setPage] = useState(first);
  return <Pagination label="Things pages" page={page} pageCount={pageCount} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    render(<Pages pageCount={1} />);
    expect(screen.queryByRole('navigation', { name: 'Things pages' })).toBeNull();
  });

  it('keeps the keyboard focus on the other button when the one pressed reaches the end', async () => {
    const user = userEvent.setup();
    render(<Pages pageCount={3} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();

    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });
});
