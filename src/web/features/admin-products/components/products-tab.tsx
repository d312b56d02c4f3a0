import { Plus } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import type { Product } from '#shared/schemas/product';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { ProductForm } from './product-form.tsx';

/** ?product=ID edits that product; ?product=new edits the new-product draft; none shows the picker only. */
const NEW = 'new';

function ProductPicker({
  products,
  selected,
  onSelect,
}: {
  products: Product[];
  selected: string;
  onSelect: (value: string) => void;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Product" className="min-w-0 flex-1">
          <Select value={selected} onChange={(event) => onSelect(event.target.value)}>
            <option value="" disabled>
              {products.length === 0 ? 'No products yet' : 'Choose a product…'}
            </option>
            {selected === NEW ? <option value={NEW}>New Product (not saved)</option> : null}
            {products.map((product) => (
              <option key={product.id} value={String(product.id)}>
                {product.name}
                {product.isArchived ? ' (archived)' : ''}
              </option>
            ))}
          </Select>
        </FormField>
        <Button onClick={() => onSelect(NEW)}>
          <Plus aria-hidden="true" />
          Create New Product
        </Button>
      </CardContent>
    </Card>
  );
}

/** Asked before switching product or leaving the tab with unsaved edits. */
function DiscardChangesDialog(props: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      role="dialog"
      title="Discard unsaved changes?"
      description="This product has changes that are not saved. They will be lost."
      confirmLabel="Discard changes"
      {...props}
    />
  );
}

/**
 * The dashboard's Products tab (docs/product/admin.md#products-tab) — a product picker and the product
 * editor.
 */
export function ProductsTab() {
  const products = useAdminProducts();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('product') ?? '';
  const dirty = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  // A fresh draft each time 'Create New Product' is chosen, even when a draft is already open.
  const [draftVersion, setDraftVersion] = useState(0);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  // Leaving with unsaved changes (Back, another tab, a link) asks first, like switching product does.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const go = useCallback(
    (value: string) => {
      dirty.current = false;
      if (value === NEW) setDraftVersion((version) => version + 1);
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (value) next.set('product', value);
          else next.delete('product');
          return next;
        },
        { replace: false },
      );
    },
    [setSearchParams],
  );

  const choose = (value: string) => {
    if (value === selected && value !== NEW) return;
    if (dirty.current) setPending(value);
    else go(value);
  };

  if (products.isPending) {
    return (
      <div className="space-y-4" role="status" aria-busy="true">
        <span className="sr-only">Loading products…</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (products.isError) {
    return (
      <Card>
        <CardContent>
          <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="font-semibold text-red-700">Failed to fetch products</p>
            <Button variant="outline" onClick={() => products.refetch()} disabled={products.isFetching}>
              Try Again
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  const list = products.data;
  const product = list.find((entry) => String(entry.id) === selected) ?? null;
  let editor: ReactNode;
  if (selected === NEW) {
    editor = (
      <ProductForm
        key={`${NEW}-${draftVersion}`}
        product={null}
        onSaved={(saved) => go(String(saved.id))}
        onDeleted={() => go('')}
        onDirtyChange={onDirtyChange}
      />
    );
  } else if (product) {
    editor = (
      <ProductForm
        key={product.id}
        product={product}
        onSaved={() => undefined}
        onDeleted={() => go('')}
        onDirtyChange={onDirtyChange}
      />
    );
  } else if (selected) {
    editor = (
      <p className="text-sm text-slate-600">
        That product does not exist (it may have been deleted). Choose another one.
      </p>
    );
  } else {
    editor = (
      <p className="text-sm text-slate-600">
        {list.length === 0
          ? 'No products yet. Create the first one.'
          : 'Choose a product to edit, or create a new one.'}
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Products</h2>
      <ProductPicker
        products={list}
        selected={product || selected === NEW ? selected : ''}
        onSelect={choose}
      />
      {editor}
      <DiscardChangesDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const target = pending ?? '';
          setPending(null);
          go(target);
        }}
      />
      <DiscardChangesDialog
        open={blocker.state === 'blocked'}
        onClose={() => {
          if (blocker.state === 'blocked') blocker.reset();
        }}
        onConfirm={() => {
          dirty.current = false;
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </div>
  );
}
