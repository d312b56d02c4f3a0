import { CalendarX, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { federalHolidays, formatShopDay, shopDayFromIso, shopDayIso, shopTime } from '#shared/business-days';
import { isIsoDay, maxClosedDays } from '#shared/schemas/shipping-settings';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { SwitchField } from '#web/components/ui/switch.tsx';
import type { ShippingFormValues } from './shipping-form-values.ts';

/** 'Fri, Nov 27, 2026' */
function dayLabel(iso: string): string {
  const day = shopDayFromIso(iso);
  return `${formatShopDay(day)}, ${day.year}`;
}

/** The next few federal holidays from today in the shop's zone, for the switch's description. */
function nextHolidays(timeZone: string, count: number): string {
  const today = shopTime(new Date(), timeZone).day;
  const todayIso = shopDayIso(today);
  return [...federalHolidays(today.year), ...federalHolidays(today.year + 1)]
    .filter((holiday) => holiday.date >= todayIso)
    .slice(0, count)
    .map((holiday) => `${holiday.name} (${formatShopDay(shopDayFromIso(holiday.date))})`)
    .join(', ');
}

/**
 * The shop's closed days (docs/product/admin.md#shipping-tab): the federal-holidays switch and the owner's
 * own days, added with a date box and removed one by one. The server checks them again on save.
 */
export function ClosedDaysField({
  control,
  timeZone,
}: {
  control: Control<ShippingFormValues>;
  timeZone: string;
}) {
  const { field } = useController({ control, name: 'closedDays' });
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const days = field.value;

  const add = () => {
    if (!isIsoDay(typed)) return setProblem('Choose a date to add.');
    if (days.includes(typed)) return setProblem(`${dayLabel(typed)} is already a closed day.`);
    if (days.length >= maxClosedDays) return setProblem(`At most ${maxClosedDays} closed days.`);
    setProblem(undefined);
    field.onChange([...days, typed].sort());
    setTyped('');
  };

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Closed days</legend>
      <p className="text-sm text-slate-600">
        No production and no deliveries on these days: every ready and arrival date skips them.
      </p>
      <div>
        <SwitchField
          control={control}
          name="federalHolidays"
          label="Closed on US federal holidays"
          labelClassName="font-normal"
        />
        <p className="text-xs text-slate-500">Next: {nextHolidays(timeZone, 3)}.</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField label="Add a closed day" error={problem} className="flex-1">
          <Input
            type="date"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </FormField>
        <Button type="button" variant="outline" onClick={add} className={problem ? 'sm:mb-6' : undefined}>
          <Plus aria-hidden="true" />
          Add day
        </Button>
      </div>
      {days.length === 0 ? (
        <p className="text-sm text-slate-500">No closed days of your own.</p>
      ) : (
        <ul aria-label="Your closed days" className="flex flex-wrap gap-2">
          {days.map((day) => (
            <li
              key={day}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <CalendarX className="size-3.5 text-slate-500" aria-hidden="true" />
              {dayLabel(day)}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={`Remove ${dayLabel(day)}`}
                onClick={() => field.onChange(days.filter((other) => other !== day))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
