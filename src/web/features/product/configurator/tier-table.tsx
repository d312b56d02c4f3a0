import { type TierRow, tierRows } from '#shared/line-breakdown';
import { formatPercent, formatUSD } from '#shared/money';
import { normalizeQuantity, type PriceSelection } from '#shared/pricing';
import type { PricedProduct } from '#shared/schemas/product';

/** The row the quantity falls in: the last one whose first quantity it has reached. */
function currentRow(rows: readonly TierRow[], quantity: number): TierRow | undefined {
  return rows.filter((row) => row.minQuantity <= quantity).at(-1);
}

/**
 * The product's quantity price breaks for the configuration as it is: from how many pieces, the
 * discount, and the price each; the row the chosen quantity falls in is marked.
 */
export function TierTable({ product, selection }: { product: PricedProduct; selection: PriceSelection }) {
  const rows = tierRows(product, selection);
  if (rows.length < 2) return null;
  const current = currentRow(rows, normalizeQuantity(selection.quantity));
  return (
    <table className="w-full text-sm" data-testid="tier-table">
      <caption className="mb-1 text-left font-semibold text-slate-900">Quantity price breaks</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="py-1 font-medium">
            Quantity
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Discount
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Each
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const next = rows[index + 1];
          const range = next
            ? row.minQuantity === next.minQuantity - 1
              ? row.minQuantity.toLocaleString('en-US')
              : `${row.minQuantity.toLocaleString('en-US')}–${(next.minQuantity - 1).toLocaleString('en-US')}`
            : `${row.minQuantity.toLocaleString('en-US')}+`;
          const isCurrent = row === current;
          return (
            <tr
              key={row.minQuantity}
              aria-current={isCurrent ? 'true' : undefined}
              className={isCurrent ? 'bg-brand-50 font-semibold text-slate-900' : 'text-slate-700'}
            >
              <td className="py-1 pl-1">{range}</td>
              <td className="py-1 text-right">
                {row.discountPercent > 0 ? formatPercent(row.discountPercent) : '—'}
              </td>
              <td className="py-1 pr-1 text-right tabular-nums">{formatUSD(row.eachCents)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
