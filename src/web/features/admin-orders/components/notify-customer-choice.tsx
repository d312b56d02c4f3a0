import { useId } from 'react';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';

/** The admin's choice to e-mail the customer when a status changes (In Progress, Completed); on by default. */
export function NotifyCustomerChoice({
  checked,
  onChange,
  label = 'E-mail the customer when I change the status',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="text-sm font-normal text-slate-700">
        {label}
      </Label>
    </div>
  );
}
