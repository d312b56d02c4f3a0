import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingSkeleton, Skeleton } from './skeleton.tsx';

describe('LoadingSkeleton', () => {
  it('announces what loads once, inside a busy region', () => {
    render(<LoadingSkeleton label="Loading orders…" rows={3} rowClassName="h-12 w-full" />);
    const [status, ...others] = screen.getAllByRole('status');
    expect(others).toHaveLength(0);
    expect(status).toHaveTextContent('Loading orders…');
    expect(status).toHaveClass('sr-only');
    expect(status?.parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('shows as many identical blocks as rows, hidden from assistive technology', () => {
    const { container } = render(
      <LoadingSkeleton label="Loading orders…" rows={5} rowClassName="h-12 w-full" className="space-y-3" />,
    );
    const wrapper = container.firstElementChild;
    expect(wrapper).toHaveClass('space-y-3');
    const blocks = container.querySelectorAll('[aria-hidden="true"]');
    expect(blocks).toHaveLength(5);
    for (const block of blocks) {
      expect(block).toHaveClass('animate-pulse', 'h-12', 'w-full');
      expect(block.parentElement).toBe(wrapper);
    }
  });

  it('shows the given layout of blocks instead of rows', () => {
    const { container } = render(
      <LoadingSkeleton label="Loading your quote…">
        <Skeleton className="h-9 w-1/3" />
        <div data-testid="columns">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      </LoadingSkeleton>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quote…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.getByTestId('columns').children).toHaveLength(2);
    expect(container.querySelector('.h-9')).toHaveClass('animate-pulse', 'w-1/3');
  });
});
