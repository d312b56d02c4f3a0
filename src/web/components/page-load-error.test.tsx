import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageLoadError } from './page-load-error.tsx';

describe('PageLoadError', () => {
  it('names what failed, and retries from a button that keeps the focus while it works', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <PageLoadError title="We couldn't load your order" onRetry={onRetry} retrying={false} />,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't load your order");
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    const button = screen.getByRole('button', { name: 'Try Again' });
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<PageLoadError title="We couldn't load your order" onRetry={onRetry} retrying />);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('');

    rerender(<PageLoadError title="We couldn't load your order" onRetry={onRetry} retrying={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Still not loaded.');
  });

  it('is a section under the page’s heading at level 2', () => {
    render(
      <PageLoadError level={2} title="We couldn't load your cart" onRetry={() => {}} retrying={false} />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("We couldn't load your cart");
  });
});
