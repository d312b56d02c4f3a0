import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster.tsx';
import { Toaster, toastEdgeFor } from './toast.tsx';
import { clearToasts, toast } from './use-toast.ts';

afterEach(() => {
  act(() => clearToasts());
});

function toastItems() {
  const region = screen.getByRole('region', { name: /notifications/i });
  return within(region).queryAllByRole('listitem');
}

describe('Toaster', () => {
  it('shows a title and a description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Added to Cart', description: 'Vinyl Banner has been added to your cart.' });
    });
    const [item] = toastItems();
    expect(item).toBeDefined();
    expect(within(item as HTMLElement).getByText('Added to Cart')).toBeVisible();
    expect(within(item as HTMLElement).getByText('Vinyl Banner has been added to your cart.')).toBeVisible();
  });

  it('shows at most one toast: a new toast replaces the one on screen', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First notice' });
    });
    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to add item to cart. Please try again.',
        variant: 'destructive',
      });
    });
    const items = toastItems();
    expect(items).toHaveLength(1);
    expect(within(items[0] as HTMLElement).getByText('Error')).toBeVisible();
    expect(within(items[0] as HTMLElement).queryByText('First notice')).toBeNull();
  });

  it('closes a toast from its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Cart cleared' });
    });
    act(() => {
      screen.getByRole('button', { name: 'Close notification' }).click();
    });
    await waitFor(() => expect(toastItems()).toHaveLength(0));
  });

  it('the lazy toaster loads the toaster when the first toast is raised', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();
    act(() => {
      toast({ title: 'Settings Updated' });
    });
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Settings Updated')).toBeVisible();
  });
});

describe('toastEdgeFor: toasts keep clear of the field being typed in', () => {
  function placed(element: HTMLElement, top: number, height = 40): HTMLElement {
    element.getBoundingClientRect = () => ({ top, height, bottom: top + height }) as DOMRect;
    return element;
  }
  const input = (type = 'text') => Object.assign(document.createElement('input'), { type });

  it.each([
    ['nothing focused', null, 'bottom'],
    ['a text field in the top half', placed(input(), 100), 'bottom'],
    ['a text field in the lower half', placed(input(), 600), 'top'],
    ['an e-mail field in the lower half', placed(input('email'), 700), 'top'],
    ['a text area in the lower half', placed(document.createElement('textarea'), 500), 'top'],
    ['a select in the lower half', placed(document.createElement('select'), 500), 'top'],
    ['a button in the lower half', placed(document.createElement('button'), 600), 'bottom'],
    ['a radio in the lower half', placed(input('radio'), 600), 'bottom'],
  ] as const)('%s: %s', (_case, element, edge) => {
    expect(toastEdgeFor(element, 844)).toBe(edge);
  });
});
