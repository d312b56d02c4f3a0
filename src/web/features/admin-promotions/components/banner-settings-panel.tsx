import { Pencil, RotateCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { PromoSettings } from '#shared/schemas/promo';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { bannerStyleLooks, bannerStyleOf } from '#web/features/promo/index.ts';
import { cn } from '#web/lib/cn.ts';
import type { usePromoSettings } from '../api/promo-settings.ts';
import { BannerSettingsForm } from './banner-settings-form.tsx';
import { type BannerPreview, formatDateTime, isNeverSaved, isPast } from './promo-form-values.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function summary(settings: PromoSettings, ended: boolean, until: string): string {
  if (isNeverSaved(settings)) {
    return 'Nothing saved yet: the storefront shows this default banner. Edit and save to run your own promotion; saving makes its code work at checkout.';
  }
  if (!settings.bannerEnabled) {
    return `The banner is off. Code ${settings.discountCode} is managed under Discount Codes.`;
  }
  if (ended) {
    return `The end time has passed: the banner is hidden and code ${settings.discountCode} has expired.`;
  }
  return `Saved: code ${settings.discountCode} works at checkout for ${settings.discountPercentage}% off ${until}.`;
}

/**
 * Banner Settings (docs/product/promotions.md), the viewing state: what is saved, and what the storefront
 * shows.
 */
function BannerSettingsView({ settings }: { settings: PromoSettings }) {
  const style = bannerStyleOf(settings.bannerColor);
  const ended = isPast(settings.endTime, new Date());
  const until = settings.endTime ? `until ${formatDateTime(settings.endTime, '')}` : 'with no end time';
  return (
    <>
      <dl className="divide-y divide-slate-200">
        <Row term="Banner">
          <Badge tone={settings.bannerEnabled ? 'success' : 'neutral'}>
            {settings.bannerEnabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Row>
        <Row term="Banner text">{settings.bannerText}</Row>
        <Row term="Style">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={cn('h-5 w-8 rounded', bannerStyleLooks[style].className)} />
            {bannerStyleLooks[style].label}
          </span>
        </Row>
        <Row term="Discount code">
          <span className="font-mono font-semibold">{settings.discountCode}</span>
        </Row>
        <Row term="Discount">{settings.discountPercentage}%</Row>
        <Row term="End time">
          <span className="inline-flex flex-wrap items-center gap-2">
            {formatDateTime(settings.endTime, 'No end time')}
            {ended ? <Badge tone="warning">Ended</Badge> : null}
          </span>
        </Row>
      </dl>
      <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        {summary(settings, ended, until)}
      </p>
    </>
  );
}

interface BannerSettingsPanelProps {
  query: ReturnType<typeof usePromoSettings>;
  onDraftChange: (draft: BannerPreview | null) => void;
}

/** The Banner Settings sub-tab: the saved banner with an Edit button, or the editing form. */
export function BannerSettingsPanel({ query, onDraftChange }: BannerSettingsPanelProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <LoadingSkeleton
        label="Loading banner settings…"
        rows={6}
        rowClassName="h-8 w-full"
        className="space-y-3"
      />
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="font-semibold text-red-700">{query.error.message}</p>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </div>
    );
  } else if (editing) {
    body = (
      <BannerSettingsForm
        settings={query.data}
        onDone={() => setEditing(false)}
        onDraftChange={onDraftChange}
      />
    );
  } else {
    body = <BannerSettingsView settings={query.data} />;
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle id={`${id}-title`}>Promotional Banner</CardTitle>
          <p className="text-sm text-slate-600">The banner above every storefront page, and its code.</p>
        </div>
        {query.isSuccess && !editing ? (
          <Button onClick={() => setEditing(true)} className="w-full sm:w-auto">
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
