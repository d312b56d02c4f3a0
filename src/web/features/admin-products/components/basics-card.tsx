import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { Field, inputClass, PriceInput, selectClass, Toggle } from './form-fields.tsx';
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

/** SPEC §2: the product's details, prices, option switches, turnaround, features and tags. */
export function BasicsCard({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { register, watch, setValue, formState } = form;
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
  const invalid = (name: keyof ProductFormValues) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `product-${name}-error` } : {};

  return (
    <Card>
      <CardHeader>
        <CardTitle>Product Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="product-name" label="Name" error={errors.name?.message}>
            <input id="product-name" className={inputClass} {...invalid('name')} {...register('name')} />
          </Field>
          <Field id="product-slug" label="Slug" error={errors.slug?.message}>
            <input id="product-slug" className={inputClass} {...invalid('slug')} {...register('slug')} />
          </Field>
        </div>
        <Field id="product-description" label="Description">
          <textarea id="product-description" rows={3} className={inputClass} {...register('description')} />
        </Field>
        <Field
          id="product-category"
          label="Category"
          hint={
            <Link
              to="/admin/categories"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Manage categories
            </Link>
          }
        >
          <select
            id="product-category"
            className={selectClass}
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
          </select>
        </Field>
        {categories.isError ? <p className="text-sm text-red-700">Failed to fetch categories</p> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="product-base-price" label="Base price ($)">
            <PriceInput id="product-base-price" {...register('basePrice')} />
          </Field>
          <Field id="product-rush-fee" label="Rush fee ($)">
            <PriceInput id="product-rush-fee" {...register('rushFee')} />
          </Field>
          {hasDoubleSided ? (
            <Field id="product-double-sided-price" label="Double-sided fee ($)">
              <PriceInput id="product-double-sided-price" {...register('doubleSidedPrice')} />
            </Field>
          ) : null}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Options</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {toggles.map(([name, label]) => (
              <Toggle key={name} id={`product-${name}`} label={label} {...register(name)} />
            ))}
          </div>
        </fieldset>
        <Field id="product-turnaroundTime" label="Turnaround time" error={errors.turnaroundTime?.message}>
          <input
            id="product-turnaroundTime"
            className={inputClass}
            {...invalid('turnaroundTime')}
            {...register('turnaroundTime')}
          />
        </Field>
        <Field id="product-features" label="Features" hint="One feature per line; blank lines are dropped.">
          <textarea id="product-features" rows={4} className={inputClass} {...register('features')} />
        </Field>
        <TagsField tags={tags} onChange={(next) => setValue('tags', next, { shouldDirty: true })} />
      </CardContent>
    </Card>
  );
}
