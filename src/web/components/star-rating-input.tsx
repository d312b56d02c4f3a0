import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';

const stars = [1, 2, 3, 4, 5] as const;

function starLabel(star: number): string {
  return `${star} ${star === 1 ? 'star' : 'stars'}`;
}

interface StarRatingInputProps {
  /** The chosen rating, 1-5. */
  value: number;
  onChange: (value: number) => void;
  /** The group's visible label (its accessible name). */
  label?: string;
  /** An inline error under the stars. */
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}

/**
 * Choosing a rating from one to five stars: five native radio buttons under one name, so Tab enters the
 * group at the chosen star and the arrow keys move the choice (the browser's radio group behaviour). Each
 * star is read out as '4 stars'; the stars up to the chosen (or hovered) one are filled.
 */
function StarRatingInput({
  value,
  onChange,
  label = 'Rating',
  error,
  disabled = false,
  className,
}: StarRatingInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      aria-disabled={disabled || undefined}
      className={cn('min-w-0', className)}
      onMouseLeave={() => setHovered(null)}
    >
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="mt-1 flex items-center gap-1">
        {stars.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-brand-500 has-[input:disabled]:cursor-not-allowed"
            onMouseEnter={() => (disabled ? undefined : setHovered(star))}
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={star}
              checked={value === star}
              disabled={disabled}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                star <= shown ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300',
              )}
            />
            <span className="sr-only">{starLabel(star)}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
          {value} of 5
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface StarRatingFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label?: string;
  disabled?: boolean;
}

/** StarRatingInput bound to a react-hook-form field, with the field's error under the stars. */
export function StarRatingField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: StarRatingFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <StarRatingInput
      value={Number(field.value)}
      onChange={field.onChange}
      error={fieldState.error?.message}
      disabled={disabled ?? false}
      {...(label === undefined ? {} : { label })}
    />
  );
}
