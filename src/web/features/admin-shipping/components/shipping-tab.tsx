import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useShippingSettings } from '#web/lib/shipping-settings-query.ts';
import { ShippingSettingsForm } from './shipping-settings-form.tsx';

function LoadingCard() {
  return (
    <Card aria-label="Shipping & Pickup Settings">
      <CardHeader>
        <CardTitle>Shipping &amp; Pickup Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <LoadingSkeleton label="Loading shipping settings…" className="space-y-4">
          <Skeleton className="h-20 w-full" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
          <Skeleton className="h-16 w-full" />
        </LoadingSkeleton>
      </CardContent>
    </Card>
  );
}

/**
 * The Shipping tab (docs/product/admin.md#shipping-tab): loads the current settings, then shows the form and
 * its preview.
 */
export function ShippingTab() {
  const settings = useShippingSettings();
  if (settings.isPending) return <LoadingCard />;
  if (settings.isError) {
    return (
      <Card aria-label="Shipping & Pickup Settings">
        <CardContent role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="font-semibold text-red-700">{settings.error.message}</p>
          <Button variant="outline" onClick={() => settings.refetch()} disabled={settings.isFetching}>
            <RotateCw aria-hidden="true" className={settings.isFetching ? 'animate-spin' : undefined} />
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <ShippingSettingsForm settings={settings.data} />;
}
