import { BadgeCheck, ImageOff, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatQuoteDay, quoteExpiredMessage } from '#shared/quotes';
import { CheckedFileRow } from '#web/components/artwork-check.tsx';
import { LinePriceBreakdown } from '#web/components/line-price-breakdown.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatUSD } from '#web/lib/format.ts';
import type { CartItem } from '../api/get-cart.ts';
import { type CommitQuantity, LineQuantity } from './line-quantity.tsx';

interface CartLineProps {
  item: CartItem;
  onRemove: () => void;
  removing: boolean;
  disabled: boolean;
  registerCommit?: (lineId: number, commit: CommitQuantity | null) => void;
}

function Thumbnail({ image }: { image: CartItem['image'] }) {
  if (!image) {
    return (
      <div className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 sm:size-20">
        <ImageOff className="size-6 text-slate-400" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={image.thumbnail ?? image.url}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:size-20"
    />
  );
}

/**
 * A quoted line's price is the quote's, held until its last day: said under the name, or, once the quote has
 * expired, the reason the checkout will refuse it (in red).
 */
function QuoteNote({ quote }: { quote: NonNullable<CartItem['quote']> }) {
  if (quote.expired) {
    return (
      <p className="mt-1 text-sm font-medium text-red-700" data-testid="line-quote-expired">
        {quoteExpiredMessage(quote.validUntil)}
      </p>
    );
  }
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700"
      data-testid="line-quote"
    >
      <Badge tone="success">
        <BadgeCheck className="mr-1 size-3.5" aria-hidden="true" />
        Quoted price
      </Badge>
      <span>
        Quote {quote.number} · price held until {formatQuoteDay(quote.validUntil)}
      </span>
    </p>
  );
}

/**
 * One cart line: every chosen option, the design notes, the files, unit and line price, its quantity (changed
 * in place), Change options (the configurator, editing this line) and Remove. A quoted line keeps the
 * quote's product, quantity and price: its quantity is plain text and it has no Change options.
 */
export function CartLine({ item, onRemove, removing, disabled, registerCommit }: CartLineProps) {
  return (
    <li className="flex gap-3 py-5 first:pt-0 last:pb-0 sm:gap-4" data-testid="cart-line">
      <Thumbnail image={item.image} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className="text-base font-semibold text-slate-900">
            <Link
              to={`/products/${item.productSlug}`}
              className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {item.productName}
            </Link>
          </h3>
          <p className="text-base font-bold text-slate-900" data-testid="line-total">
            {formatUSD(item.totalPrice)}
          </p>
        </div>
        {item.quote ? <QuoteNote quote={item.quote} /> : null}
        {item.priceWhenAdded ? (
          <p className="mt-1 text-sm text-amber-800" data-testid="line-repriced">
            The price changed since you added this item: it was {formatUSD(item.priceWhenAdded)}.
          </p>
        ) : null}
        <div className="mt-1">
          <LinePriceBreakdown
            money={{
              quantity: item.price.quantity,
              unitPrice: item.price.unitPrice,
              amountBeforeDiscount: item.price.subtotal,
              tierPercent: item.price.quantityTier?.discountPercent ?? null,
              lineTotal: item.price.lineTotal,
            }}
          />
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {item.options.map((option) => (
            <div key={option.name} className="contents">
              <dt className="text-slate-500">{option.name}</dt>
              <dd className="min-w-0 break-words text-slate-900">{option.label}</dd>
            </div>
          ))}
        </dl>
        {item.designNotes ? (
          <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">
            <span className="font-semibold text-slate-900">Design notes: </span>
            {item.designNotes}
          </p>
        ) : null}
        {item.files.length > 0 ? (
          <ul aria-label={`Files for ${item.productName}`} className="mt-3 space-y-2">
            {item.files.map((file) => (
              <li key={file.id}>
                <CheckedFileRow file={file} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-500">No files attached</p>
        )}
        {item.quote ? (
          <p className="mt-3 text-sm" data-testid="line-fixed-quantity">
            <span className="text-slate-500">Quantity</span>{' '}
            <span className="font-medium text-slate-900">{item.quantity.toLocaleString('en-US')}</span>
          </p>
        ) : (
          <LineQuantity item={item} disabled={disabled} registerCommit={registerCommit} />
        )}
        <div className="mt-3 -ml-3 flex flex-wrap gap-1">
          {item.quote ? null : (
            <Button variant="ghost" size="sm" asChild>
              <Link
                to={`/products/${item.productSlug}?edit=${item.id}`}
                aria-label={`Change the options of ${item.productName}`}
              >
                <Pencil aria-hidden="true" />
                Change options
              </Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove ${item.productName}`}
          >
            {removing ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
