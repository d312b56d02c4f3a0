import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field, inputClass } from './form-fields.tsx';
import type { ProductFormValues } from './product-form-values.ts';

type Form = UseFormReturn<ProductFormValues>;

/** SPEC §5: the recommended length and the live count, e.g. 'Recommended: 50-60 characters (42)'. */
function LengthHint({ range, count }: { range: string; count: number }) {
  return (
    <>
      Recommended: {range} characters <span aria-live="polite">({count} characters)</span>
    </>
  );
}

/** SPEC §2: SEO title, meta description, keywords and the structured-data (JSON-LD) script. */
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
        <Field
          id="product-seo-title"
          label="SEO title"
          hint={<LengthHint range="50-60" count={title.length} />}
        >
          <input
            id="product-seo-title"
            aria-describedby="product-seo-title-hint"
            className={inputClass}
            {...register('seoTitle')}
          />
        </Field>
        <Field
          id="product-seo-description"
          label="Meta description"
          hint={<LengthHint range="150-160" count={description.length} />}
        >
          <textarea
            id="product-seo-description"
            aria-describedby="product-seo-description-hint"
            rows={3}
            className={inputClass}
            {...register('seoDescription')}
          />
        </Field>
        <Field id="product-seo-keywords" label="Keywords" hint="Comma-separated.">
          <input id="product-seo-keywords" className={inputClass} {...register('seoKeywords')} />
        </Field>
        <Field
          id="product-seo-script"
          label="Structured data script (JSON-LD)"
          hint="A JSON-LD object, or a <script type=&quot;application/ld+json&quot;> tag holding one."
        >
          <textarea
            id="product-seo-script"
            rows={5}
            className={`${inputClass} font-mono`}
            spellCheck={false}
            {...register('seoScriptTags')}
          />
        </Field>
      </CardContent>
    </Card>
  );
}

const contentFields = [
  ['overview', 'Overview (HTML)'],
  ['specifications', 'Specifications (HTML)'],
  ['faqs', 'FAQs (HTML)'],
] as const;

/** SPEC §2: the HTML shown in the product page's Overview, Specifications and FAQs tabs. */
export function ContentCard({ form }: { form: Form }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>HTML Content</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {contentFields.map(([name, label]) => (
          <Field key={name} id={`product-${name}`} label={label}>
            <textarea
              id={`product-${name}`}
              rows={6}
              className={`${inputClass} font-mono`}
              spellCheck={false}
              {...form.register(name)}
            />
          </Field>
        ))}
      </CardContent>
    </Card>
  );
}
