import { type FormEvent, useId, useState } from 'react';
import type { Category, CategoryInput } from '../../../../shared/schemas/category.ts';
import { slugify } from '../../../../shared/slug.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import {
  type CategoryDraft,
  type CategoryFormErrors,
  draftOf,
  emptyDraft,
  validateDraft,
} from './category-form.ts';
import { CustomOptionsEditor } from './custom-options-editor.tsx';
import { errorClass, inputClass, labelClass } from './field-styles.ts';

interface CategoryFormProps {
  /** null: create mode. */
  category: Category | null;
  saving: boolean;
  onSave: (input: CategoryInput) => void;
  onCancel: () => void;
}

function CategoryForm({ category, saving, onSave, onCancel }: CategoryFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<CategoryDraft>(() => (category ? draftOf(category) : emptyDraft()));
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  // SPEC §5: on create the slug follows the name until the admin types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(category !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDraft(draft);
    setErrors(result.errors);
    if (result.input) {
      onSave(result.input);
      return;
    }
    const firstInvalid = result.errors.name ? 'name' : result.errors.slug ? 'slug' : null;
    if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus();
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5">
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className={inputClass}
          value={draft.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => {
            const name = event.target.value;
            setDraft((d) => ({ ...d, name, slug: slugEdited ? d.slug : slugify(name) }));
          }}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className={errorClass}>
            {errors.name}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-slug`} className={labelClass}>
          Slug
        </label>
        <input
          id={`${id}-slug`}
          className={inputClass}
          value={draft.slug}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={`${id}-slug-hint${errors.slug ? ` ${id}-slug-error` : ''}`}
          onChange={(event) => {
            setSlugEdited(true);
            setDraft((d) => ({ ...d, slug: event.target.value }));
          }}
        />
        <p id={`${id}-slug-hint`} className="mt-1 text-xs text-slate-500">
          Lowercase letters, digits and hyphens{category ? '' : '; made from the name until you change it'}.
        </p>
        {errors.slug ? (
          <p id={`${id}-slug-error`} className={errorClass}>
            {errors.slug}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={labelClass}>
          Description <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          className={`${inputClass} h-auto py-2`}
          value={draft.description}
          onChange={(event) => setDraft((d) => ({ ...d, description: event.target.value }))}
        />
      </div>
      <section aria-labelledby={`${id}-options`}>
        <h3 id={`${id}-options`} className="text-base font-semibold text-slate-900">
          Custom Options
        </h3>
        <p className="mb-3 text-sm text-slate-600">
          Offered on every product of this category. A price modifier may be negative.
        </p>
        <CustomOptionsEditor
          options={draft.options}
          onChange={(options) => setDraft((d) => ({ ...d, options }))}
        />
        {errors.options ? (
          <ul role="alert" className="mt-3 list-disc space-y-1 pl-5 text-sm text-red-700">
            {errors.options.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : category ? 'Update Category' : 'Create Category'}
        </Button>
      </div>
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

/** SPEC §4 category dialog: create or edit mode. */
export function CategoryDialog({ open, category, saving, onSave, onClose }: CategoryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? (
        <DialogContent title={category ? 'Edit Category' : 'Add Category'} className="max-w-2xl">
          <CategoryForm category={category} saving={saving} onSave={onSave} onCancel={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
