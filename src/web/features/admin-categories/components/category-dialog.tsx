import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { webMessages } from '#shared/errors';
import type { Category, CategoryInput } from '#shared/schemas/category';
import { slugify } from '#shared/slug';
import { CustomOptionsEditor } from '#web/components/custom-options-editor.tsx';
import { PrintDpiFields, printDpiDefaultsText } from '#web/components/print-dpi-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ControlledDialog } from '#web/components/ui/dialog.tsx';
import { FormActions, FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import {
  type CategoryFormOutput,
  type CategoryFormValues,
  categoryFormSchema,
  categoryFormValues,
  emptyCategoryForm,
  toCategoryInput,
} from './category-form.ts';

interface CategoryFormProps {
  /** null: create mode. */
  category: Category | null;
  saving: boolean;
  onSave: (input: CategoryInput) => void;
  onCancel: () => void;
}

function CategoryForm({ category, saving, onSave, onCancel }: CategoryFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // On create the slug follows the name until the admin types a slug of their own
  // (docs/product/admin.md#categories-tab).
  const [slugEdited, setSlugEdited] = useState(category !== null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: category ? categoryFormValues(category) : emptyCategoryForm(),
  });

  const submit = handleSubmit((values) => {
    const input = toCategoryInput(values);
    setProblem(input.success ? null : (input.error.issues[0]?.message ?? webMessages.checkTheForm));
    if (input.success) onSave(input.data);
  });

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5">
      <FormField label="Name" error={errors.name?.message}>
        <Input
          {...register('name', {
            onChange: (event: { target: { value: string } }) => {
              if (!slugEdited) {
                setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted });
              }
            },
          })}
        />
      </FormField>
      <FormField
        label="Slug"
        description={`Lowercase letters, digits and hyphens${category ? '' : '; made from the name until you change it'}.`}
        error={errors.slug?.message}
      >
        <Input
          autoCapitalize="none"
          spellCheck={false}
          {...register('slug', { onChange: () => setSlugEdited(true) })}
        />
      </FormField>
      <FormField label="Description" optional>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <section aria-labelledby={`${id}-options`}>
        <h3 id={`${id}-options`} className="text-base font-semibold text-slate-900">
          Custom Options
        </h3>
        <p className="mb-3 text-sm text-slate-600">
          Offered on every product of this category. A price modifier may be negative.
        </p>
        <Controller
          control={control}
          name="options"
          render={({ field, fieldState }) => (
            <CustomOptionsEditor options={field.value} onChange={field.onChange} errors={fieldState.error} />
          )}
        />
      </section>
      <PrintDpiFields
        idPrefix={`${id}-category`}
        great={register('printDpi.great', { deps: 'printDpi.ok' })}
        ok={register('printDpi.ok', { deps: 'printDpi.great' })}
        errors={{ great: errors.printDpi?.great?.message, ok: errors.printDpi?.ok?.message }}
        fallback={`${printDpiDefaultsText} A product's own setting comes first.`}
      />
      <FormAlert>{problem}</FormAlert>
      <FormActions className="border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={saving} pendingLabel="Saving…">
          {category ? 'Update Category' : 'Create Category'}
        </SubmitButton>
      </FormActions>
    </form>
  );
}

interface CategoryDialogProps {
  open: boolean;
  /** The category being edited; null creates a new one. */
  category: Category | null;
  saving: boolean;
  onSave: (input: CategoryInput) => void;
  onClose: () => void;
}

/** The category dialog: create or edit mode (docs/product/admin.md#categories-tab). */
export function CategoryDialog({ open, category, saving, onSave, onClose }: CategoryDialogProps) {
  return (
    <ControlledDialog
      open={open}
      onClose={onClose}
      title={category ? 'Edit Category' : 'Add Category'}
      className="max-w-2xl"
    >
      <CategoryForm category={category} saving={saving} onSave={onSave} onCancel={onClose} />
    </ControlledDialog>
  );
}
