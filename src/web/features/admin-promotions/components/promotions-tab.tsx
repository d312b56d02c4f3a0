import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { usePromoSettings } from '../api/promo-settings.ts';
import { BannerSettingsPanel } from './banner-settings-panel.tsx';
import { DiscountCodeForm } from './discount-code-form.tsx';
import { DiscountCodesList } from './discount-codes-list.tsx';
import { LivePreviewDialog } from './live-preview-dialog.tsx';
import { advertisedCode, type BannerPreview, savedBannerPreview } from './promo-form-values.ts';

/**
 * The Promotions tab (docs/product/promotions.md): sub-tabs Banner Settings and Discount Codes, and a Live
 * Preview of the banner (the unsaved form while editing, otherwise the saved settings).
 */
export function PromotionsTab() {
  const settings = usePromoSettings();
  const [draft, setDraft] = useState<BannerPreview | null>(null);
  const preview = draft ?? (settings.data ? savedBannerPreview(settings.data) : null);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          The storefront&apos;s promo banner and the discount codes customers enter at checkout.
        </p>
        <LivePreviewDialog preview={preview} />
      </div>
      <Tabs defaultValue="banner">
        <TabsList aria-label="Promotions sections">
          <TabsTrigger value="banner">Banner Settings</TabsTrigger>
          <TabsTrigger value="codes">Discount Codes</TabsTrigger>
        </TabsList>
        {/* Kept mounted (hidden) so an unsaved edit survives a look at the codes. */}
        <TabsContent value="banner" forceMount className="data-[state=inactive]:hidden">
          <BannerSettingsPanel query={settings} onDraftChange={setDraft} />
        </TabsContent>
        <TabsContent value="codes" className="space-y-6">
          <DiscountCodeForm />
          <DiscountCodesList bannerCode={advertisedCode(settings.data, new Date())} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
