import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { webMessages } from '#shared/errors';
import { type Product, productInputSchema } from '#shared/schemas/product';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { BasicsCard } from './basics-card.tsx';
import { CustomOptionsCard } from './custom-options-card.tsx';
import { CustomSizeCard } from './custom-size-card.tsx';
import { DeleteProductButton } from './delete-product-button.tsx';
import { MediaCard } from './media-card.tsx';
import { OptionListCard, type OptionRow } from './option-list-card.tsx';
import { PrintQualityCard } from './print-quality-card.tsx';
import {
  draftFormValues,
  emptyExtras,
  type ProductFormValues,
  productExtras,
  productFormSchema,
  productFormValues,
  toProductInput,
} from './product-form-values.ts';
import { QuantityDiscountsCard } from './quantity-discounts-card.tsx';
import { ContentCard, SeoCard } from './seo-content-cards.tsx';

interface ProductFormProps {
  /** null edits the draft of a new product (docs/product/admin.md#products-tab). */
  product: Product | null;
  onSaved: (product: Product) => void;
  onDeleted: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** A 400/409 answer names what to fix (e.g. 'sizes/0/label: ...' or a duplicate slug). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null;
  return error.message;
}

/**
 * The Products tab (docs/product/admin.md#products-tab): the editor of one product (or of the new-product
 * draft).
 */
export function ProductForm({ product, onSaved, onDeleted, onDirtyChange }: ProductFormProps) {
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValues(product) : draftFormValues(),
  });
  const { watch, setValue, handleSubmit, formState, reset } = form;
  const save = useSaveProduct();
  const [problem, setProblem] = useState<string | null>(null);
  const isNew = product === null;
  const extras = product ? productExtras(product) : emptyExtras;

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const setList = (name: 'sizes' | 'materials' | 'cutShapes') => ({
    rows: watch(name),
    // The three lists share one row type; the literal keeps react-hook-form's path typing simple.
    onChange: (rows: OptionRow[]) => setValue(name as 'sizes', rows, { shouldDirty: true }),
  });
  const finishes = watch('finishes');

  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    const parsed = productInputSchema.safeParse(toProductInput(values, extras));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue ? `${issue.path.join('/')}: ${issue.message}` : webMessages.checkTheForm);
      return;
    }
    save.mutate(
      { id: product?.id ?? null, body: parsed.data },
      {
        onSuccess: (saved) => {
          toast({ title: isNew ? 'Product created' : 'Product updated' });
          reset(productFormValues(saved));
          onSaved(saved);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          setProblem(serverMessage(error));
          toast(
            isNew
              ? {
                  variant: 'destructive',
                  title: webMessages.creationFailed,
                  description: webMessages.createProductFailed,
                }
              : {
                  variant: 'destructive',
                  title: webMessages.error,
                  description: webMessages.updateProductFailed,
                },
          );
        },
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
      aria-label={isNew ? 'New product' : `Edit ${product.name}`}
    >
      <BasicsCard form={form} />
      <MediaCard
        media={watch('media')}
        onChange={(media) => setValue('media', media, { shouldDirty: true })}
      />
      <OptionListCard
        title="Size Options"
        noun="size"
        amountLabel="Price"
        amountKind="money"
        {...setList('sizes')}
        withDimensions
        firstIsDefault
      />
      <CustomSizeCard form={form} />
      <PrintQualityCard form={form} />
      <OptionListCard
        title="Material Options"
        noun="material"
        amountLabel="Price modifier"
        amountKind="signed-money"
        {...setList('materials')}
      />
      {watch('hasCutShapes') ? (
        <OptionListCard
          title="Custom Cut Shapes"
          noun="cut shape"
          amountLabel="Price"
          amountKind="money"
          {...setList('cutShapes')}
        />
      ) : null}
      {watch('hasFinishes') ? (
        <OptionListCard
          title="Special Finishes"
          noun="finish"
          amountLabel="Percentage"
          amountKind="percent"
          rows={finishes.map(({ value, label, priceModifier }) => ({
            value,
            label,
            amount: String(priceModifier),
          }))}
          onChange={(rows) =>
            setValue(
              'finishes',
              rows.map(({ value, label, amount }) => ({ value, label, priceModifier: Number(amount) || 0 })),
              { shouldDirty: true },
            )
          }
        />
      ) : null}
      <QuantityDiscountsCard
        tiers={watch('quantityDiscounts')}
        onChange={(tiers) => setValue('quantityDiscounts', tiers, { shouldDirty: true })}
      />
      <CustomOptionsCard control={form.control} />
      <SeoCard form={form} />
      <ContentCard form={form} />
      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border sm:px-6">
        {problem ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        {Object.keys(formState.errors).length > 0 ? (
          <p role="alert" className="text-sm text-red-800">
            Please fix the highlighted fields.
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2">
          {product ? <DeleteProductButton product={product} onDeleted={onDeleted} /> : <span />}
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            <Save aria-hidden="true" />
            {isNew ? 'Create Product' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
