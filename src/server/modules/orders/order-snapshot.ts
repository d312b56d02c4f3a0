import type { ChosenOption } from '#server/db/schema/orders';
import type { PricedCartLine } from '#server/modules/cart/cart-pricing';
import { printSizeOfSelection } from '#shared/artwork-preflight';
import { fromCents } from '#shared/money';
import { quotedLineOptions } from '#shared/quotes';
import { selectionPart } from '#shared/schemas/line-selection';
import { labelSelection } from '#shared/selection-labels';
import type { NewOrderItem } from './orders.repository.ts';

type Item = PricedCartLine['row']['item'];
type Product = PricedCartLine['product'];

/**
 * Every choice of a cart line with the label the configurator showed (the snapshot of
 * docs/product/orders-and-statuses.md), in the configurator's order, so the order reads the same after the
 * product changes. The rules are the shared labelSelection's; the design method is stored apart.
 */
function chosenOptions(product: Product, item: Item): ChosenOption[] {
  return labelSelection(product, selectionPart(item));
}

/** The order line for a priced cart line: the product snapshot and the server's prices. */
export function orderItemValues(orderId: number, line: PricedCartLine): NewOrderItem {
  const { item } = line.row;
  const printSize = printSizeOfSelection(line.product, item);
  return {
    orderId,
    productId: item.productId,
    productName: line.product.name,
    size: item.size,
    sizeWidthIn: printSize?.widthIn ?? null,
    sizeHeightIn: printSize?.heightIn ?? null,
    material: item.material,
    quantity: item.quantity,
    isDoubleSided: item.isDoubleSided,
    isRush: item.isRush,
    cutShape: item.cutShape,
    finish: item.finish,
    lamination: item.lamination,
    options: line.row.quote
      ? quotedLineOptions(line.row.quote.id, line.row.quote.description)
      : chosenOptions(line.product, item),
    designMethod: item.designMethod,
    designNotes: item.designNotes,
    unitPrice: fromCents(line.price.unitPriceCents),
    lineTotal: fromCents(line.price.totalCents),
    amountBeforeDiscount: fromCents(line.price.subtotalCents),
    quantityDiscountPercent: line.price.discountPercent > 0 ? line.price.discountPercent : null,
    cartItemId: item.id,
    quoteReplyId: line.row.quote?.id ?? null,
  };
}
