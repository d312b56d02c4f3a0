import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { type AdminProductChoice, AdminProductCombobox } from '#web/components/admin-product-combobox.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminProductSearch } from '#web/lib/admin-product-list.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { adminProductQueryKey, useAdminProduct } from '../api/get-admin-products.ts';
import { ProductForm } from './product-form.tsx';

/** ?product=ID edits that product; ?product=new edits the new-product draft; none shows the picker only. */
const NEW = 'new';

/** The product id of ?product=, or null (none, 'new', or not an id). */
function productIdOf(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function ProductPicker({
  selected,
  isNew,
  onSelect,
}: {
  selected: AdminProductChoice | null;
  isNew: boolean;
  onSelect: (value: string) => void;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Product" className="min-w-0 flex-1">
          <AdminProductCombobox
            selected={selected}
            emptyText={isNew ? 'New Product (not saved)' : ''}
            onSelect={(product) => onSelect(product ? String(product.id) : '')}
          />
        </FormField>
        <Button onClick={() => onSelect(NEW)}>
          <Plus aria-hidden="true" />
          Create New Product
        </Button>
      </CardContent>
    </Card>
  );
}

function EditorSkeleton() {
  return (
    <LoadingSkeleton label="Loading the product…" className="space-y-4">
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-96 w-full" />
    </LoadingSkeleton>
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
 * The dashboard's Products tab (docs/product/admin.md#products-tab) — a product picker that searches the
 * slim list, and the editor of the chosen product, loaded on its own.
 */
export function ProductsTab() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('product') ?? '';
  const productId = productIdOf(selected);
  const product = useAdminProduct(productId);
  // The first page of the list, shared with the picker's cache: it tells an empty shop.
  const firstPage = useAdminProductSearch('', { enabled: selected === '' });
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

  const deleted = (id: number) => {
    go('');
    // A deleted product is not shown again from the cache (Back to its address says it is gone).
    queryClient.removeQueries({ queryKey: adminProductQueryKey(id), exact: true });
  };

  const gone = isApiError(product.error) && product.error.status === 404;
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
  } else if (productId !== null && product.data && !gone) {
    editor = (
      <ProductForm
        key={product.data.id}
        product={product.data}
        onSaved={() => undefined}
        onDeleted={() => deleted(productId)}
        onDirtyChange={onDirtyChange}
      />
    );
  } else if (productId !== null && product.isPending) {
    editor = <EditorSkeleton />;
  } else if (productId !== null && product.isError && !gone) {
    editor = (
      <Card>
        <CardContent>
          <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="font-semibold text-red-700">{product.error.message}</p>
            <Button variant="outline" onClick={() => product.refetch()} disabled={product.isFetching}>
              Try Again
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  } else if (selected) {
    editor = (
      <p className="text-sm text-slate-600">
        That product does not exist (it may have been deleted). Choose another one.
      </p>
    );
  } else if (firstPage.isError) {
    editor = (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        <span>{firstPage.error.message}</span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => firstPage.refetch()}
          disabled={firstPage.isFetching}
        >
          Try Again
        </Button>
      </div>
    );
  } else {
    editor = (
      <p className="text-sm text-slate-600">
        {firstPage.data && firstPage.data.pages[0]?.total === 0
          ? 'No products yet. Create the first one.'
          : 'Choose a product to edit, or create a new one.'}
      </p>
    );
  }

  const shown = productId !== null && product.data && !gone ? product.data : null;
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Products</h2>
      <ProductPicker selected={shown} isNew={selected === NEW} onSelect={choose} />
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
