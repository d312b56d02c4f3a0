import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCategories } from '#web/lib/categories-query.ts';
import { PriceInput, Toggle } from './form-fields.tsx';
import type { ProductFormValues } from './product-form-values.ts';
import { TagsField } from './tags-field.tsx';

const toggles = [
  ['hasDoubleSided', 'Double-sided printing'],
  ['hasLamination', 'Lamination'],
  ['hasCutShapes', 'Custom cut shapes'],
  ['hasFinishes', 'Special finishes'],
  ['freeShipping', 'Free shipping'],
  ['isArchived', 'Archived (hidden from the shop)'],
] as const;

/**
 * The product's details (docs/product/admin.md#products-tab), prices, option switches, turnaround, features
 * and tags.
 */
export function BasicsCard({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { register, watch, setValue, control, formState } = form;
  const { errors } = formState;
  const categories = useCategories();
  const hasDoubleSided = watch('hasDoubleSided');
  const categoryId = watch('categoryId');
  // A category deleted since the product was loaded: the product is uncategorised now.
  const known = categories.data?.some((category) => category.id === categoryId) ?? true;
  useEffect(() => {
    if (categoryId > 0 && !known) setValue('categoryId', 0, { shouldDirty: true });
  }, [categoryId, known, setValue]);
  const tags = watch('tags');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Product Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="product-name" label="Name" error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          <FormField id="product-slug" label="Slug" error={errors.slug?.message}>
            <Input autoCapitalize="none" spellCheck={false} {...register('slug')} />
          </FormField>
        </div>
        <FormField id="product-description" label="Description">
          <Textarea rows={3} {...register('description')} />
        </FormField>
        <FormField
          id="product-category"
          label="Category"
          description={
            <Link
              to="/admin/categories"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Manage categories
            </Link>
          }
        >
          <Select
            aria-busy={categories.isPending || undefined}
            // Controlled: the options arrive after the form is filled, and an uncontrolled select
            // would keep showing 'No category' for a product that has one.
            value={categoryId}
            onChange={(event) =>
              setValue('categoryId', Number(event.target.value), { shouldDirty: true, shouldValidate: true })
            }
          >
            <option value={0}>No category</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
        {categories.isError ? <p className="text-sm text-red-700">Failed to fetch categories</p> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="product-base-price" label="Base price ($)">
            <PriceInput {...register('basePrice')} />
          </FormField>
          <FormField id="product-rush-fee" label="Rush fee ($)">
            <PriceInput {...register('rushFee')} />
          </FormField>
          {hasDoubleSided ? (
            <FormField id="product-double-sided-price" label="Double-sided fee ($)">
              <PriceInput {...register('doubleSidedPrice')} />
            </FormField>
          ) : null}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Options</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {toggles.map(([name, label]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Toggle
                    id={`product-${name}`}
                    label={label}
                    ref={field.ref}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ))}
          </div>
        </fieldset>
        <FormField id="product-turnaroundTime" label="Turnaround time" error={errors.turnaroundTime?.message}>
          <Input {...register('turnaroundTime')} />
        </FormField>
        <FormField
          id="product-features"
          label="Features"
          description="One feature per line; blank lines are dropped."
        >
          <Textarea rows={4} {...register('features')} />
        </FormField>
        <TagsField tags={tags} onChange={(next) => setValue('tags', next, { shouldDirty: true })} />
      </CardContent>
    </Card>
  );
}
