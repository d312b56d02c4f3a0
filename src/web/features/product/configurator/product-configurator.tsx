import type { CustomOption } from '../../../../shared/schemas/custom-option.ts';
import type { Product } from '../../../../shared/schemas/product.ts';

export interface ProductConfiguratorProps {
  product: Product;
  /** The product's category's custom options (empty without a category). */
  categoryOptions: readonly CustomOption[];
}

/** 'Customize Your Order' (SPEC §2). Being written; renders its heading only for now. */
export function ProductConfigurator(_props: ProductConfiguratorProps) {
  return (
    <section
      aria-labelledby="configurator-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="configurator-heading" className="text-xl font-semibold text-slate-900">
        Customize Your Order
      </h2>
    </section>
  );
}
