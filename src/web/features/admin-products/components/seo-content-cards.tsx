import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { ProductFormValues } from './product-form-values.ts';

type Form = UseFormReturn<ProductFormValues>;

/**
 * The recommended length and the live count (docs/product/admin.md#products-tab), e.g. 'Recommended: 50-60
 * characters (42)'.
 */
function LengthHint({ range, count }: { range: string; count: number }) {
  return (
    <>
      Recommended: {range} characters <span aria-live="polite">({count} characters)</span>
    </>
  );
}

/**
 * SEO title, meta description, keywords and the structured-data (JSON-LD) script
 * (docs/product/admin.md#products-tab).
 */
export function SeoCard({ form }: { form: Form }) {
  const { register, watch } = form;
  const title = watch('seoTitle');
  const description = watch('seoDescription');
  return (
    <Card>
      <CardHeader>
        <CardTitle>SEO</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField
          id="product-seo-title"
          label="SEO title"
          description={<LengthHint range="50-60" count={title.length} />}
        >
          <Input {...register('seoTitle')} />
        </FormField>
        <FormField
          id="product-seo-description"
          label="Meta description"
          description={<LengthHint range="150-160" count={description.length} />}
        >
          <Textarea rows={3} {...register('seoDescription')} />
        </FormField>
        <FormField id="product-seo-keywords" label="Keywords" description="Comma-separated.">
          <Input {...register('seoKeywords')} />
        </FormField>
        <FormField
          id="product-seo-script"
          label="Structured data script (JSON-LD)"
          description="A JSON-LD object, or a <script type=&quot;application/ld+json&quot;> tag holding one."
        >
          <Textarea rows={5} className="font-mono" spellCheck={false} {...register('seoScriptTags')} />
        </FormField>
      </CardContent>
    </Card>
  );
}

const contentFields = [
  ['overview', 'Overview (HTML)'],
  ['specifications', 'Specifications (HTML)'],
  ['faqs', 'FAQs (HTML)'],
] as const;

/**
 * The HTML shown in the product page's Overview, Specifications and FAQs tabs (docs/product/storefront.md).
 */
export function ContentCard({ form }: { form: Form }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>HTML Content</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {contentFields.map(([name, label]) => (
          <FormField key={name} id={`product-${name}`} label={label}>
            <Textarea rows={6} className="font-mono" spellCheck={false} {...form.register(name)} />
          </FormField>
        ))}
      </CardContent>
    </Card>
  );
}
