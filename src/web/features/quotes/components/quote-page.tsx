import { CalendarClock, FileSearch, ImageOff, Loader2, ShoppingCart } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { apiMessages, errorCodes, webMessages } from '#shared/errors';
import { formatQuoteDay, quoteExpiredMessage } from '#shared/quotes';
import type { DesignMethod } from '#shared/schemas/cart';
import { designChoiceLabels } from '#shared/selection-labels';
import { brandName } from '#shared/seo';
import { PageLoadError } from '#web/components/page-load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatUSD } from '#web/lib/format.ts';
import {
  ArtworkField,
  ChoiceGroup,
  designNotice,
  fieldLabelClass,
  refusalReason,
  UploadProgress,
} from '../../product/index.ts';
import { useAddQuoteToCart } from '../api/add-quote-to-cart.ts';
import { type CustomerQuote, isQuoteLinkRefused, useQuote } from '../api/get-quote.ts';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

function QuotePageSkeleton() {
  return (
    <LoadingSkeleton label="Loading your quote…">
      <Skeleton className="h-9 w-2/3 sm:w-1/3" />
      <Skeleton className="mt-3 h-5 w-40" />
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:gap-8">
        <Skeleton className="h-96 w-full rounded-xl" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </LoadingSkeleton>
  );
}

/** A link that opens no quote: unknown, mistyped or cut short. The server's words say what to do. */
function QuoteLinkNotFound({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center sm:py-20">
      <FileSearch className="size-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        This link does not open a quote
      </h1>
      <p className="mt-4 text-base text-slate-600">{message}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Go to the home page</Link>
      </Button>
    </section>
  );
}

function QuotePicture({ quote }: { quote: CustomerQuote }) {
  if (!quote.image) {
    return (
      <div className="flex aspect-4/3 w-full items-center justify-center rounded-lg bg-slate-100">
        <ImageOff className="size-10 text-slate-400" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={quote.image.thumbnail ?? quote.image.url}
      alt=""
      width={600}
      height={450}
      className="aspect-4/3 w-full rounded-lg bg-slate-100 object-cover"
    />
  );
}

/** What the shop quoted: the product, the words of the quote, the figures, the note and the last day. */
function QuoteDetails({ quote }: { quote: CustomerQuote }) {
  const productPath = `/products/${encodeURIComponent(quote.productSlug)}`;
  const product = (
    <>
      <QuotePicture quote={quote} />
      <span className="mt-3 block text-lg font-bold text-slate-900 group-hover:text-brand-700 group-hover:underline">
        {quote.productName}
      </span>
    </>
  );
  return (
    <section aria-labelledby="quote-details-heading" className={card}>
      <h2 id="quote-details-heading" className="sr-only">
        What we quoted
      </h2>
      {/* A product no longer sold has no page to link to. */}
      {quote.withdrawn ? (
        <div>{product}</div>
      ) : (
        <Link
          to={productPath}
          className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {product}
        </Link>
      )}
      <p className="mt-2 text-sm whitespace-pre-line text-slate-700" data-testid="quote-description">
        {quote.description}
      </p>
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200 text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Quantity</dt>
          <dd className="font-medium text-slate-900 tabular-nums" data-testid="quote-quantity">
            {quote.quantity.toLocaleString('en-US')}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Price per piece</dt>
          <dd className="font-medium text-slate-900 tabular-nums" data-testid="quote-unit-price">
            {formatUSD(quote.unitPrice)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-base font-semibold text-slate-900">Total</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="quote-total">
            {formatUSD(quote.total)}
          </dd>
        </div>
      </dl>
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        {quote.turnaroundTime ? <li>Turnaround: {quote.turnaroundTime}</li> : null}
        {quote.freeShipping ? <li className="font-medium text-emerald-700">Free shipping</li> : null}
      </ul>
      {quote.note ? (
        <div className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm ring-1 ring-brand-100">
          <p className="font-semibold text-slate-900">A note from us</p>
          <p className="mt-1 whitespace-pre-line text-slate-800" data-testid="quote-note">
            {quote.note}
          </p>
        </div>
      ) : null}
      {/* A withdrawn quote is not valid until its day: the order side says why. */}
      {quote.withdrawn && !quote.expired ? null : (
        <p
          className={`mt-4 flex items-center gap-2 text-sm font-medium ${quote.expired ? 'text-red-700' : 'text-slate-900'}`}
          data-testid="quote-valid-until"
        >
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {quote.expired ? 'Expired after' : 'Valid until'} {formatQuoteDay(quote.validUntil)}
        </p>
      )}
    </section>
  );
}

/** The refusals after which the page reads the quote again: it can no longer be ordered. */
const closingCodes = new Set(['QUOTE_EXPIRED', 'QUOTE_WITHDRAWN', errorCodes.quoteOrderedUp]);

/**
 * The quote can no longer be ordered (it expired, or the product is no longer sold): what the server would
 * say, and where to ask for a new one.
 */
function QuoteClosed({ message }: { message: string }) {
  return (
    <section aria-labelledby="quote-order-heading" className={card}>
      <h2 id="quote-order-heading" className="text-xl font-bold text-slate-900">
        Order this quote
      </h2>
      <p
        className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        data-testid="quote-closed"
      >
        {message}
      </p>
      <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
        <Link to="/">Ask for a new quote</Link>
      </Button>
    </section>
  );
}

/** 'order #012', 'orders #012 and #013', each a link to its page when the customer may open it. */
function OrderList({ orders }: { orders: CustomerQuote['orders'] }) {
  return (
    <>
      {orders.length === 1 ? 'order ' : 'orders '}
      {orders.map((order, index) => (
        <span key={order.number}>
          {index === 0 ? '' : index === orders.length - 1 ? ' and ' : ', '}
          {order.url ? (
            <Link to={order.url} className="font-semibold text-brand-700 underline underline-offset-2">
              {order.number}
            </Link>
          ) : (
            <span className="font-semibold">{order.number}</span>
          )}
        </span>
      ))}
    </>
  );
}

/**
 * Ordered as many times as the shop allows: which orders, with links to their pages (only the customer's
 * own), and where to ask for a new quote.
 */
function QuoteOrdered({ quote }: { quote: CustomerQuote }) {
  return (
    <section aria-labelledby="quote-order-heading" className={card}>
      <h2 id="quote-order-heading" className="text-xl font-bold text-slate-900">
        Quote ordered
      </h2>
      <p
        className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        data-testid="quote-ordered"
      >
        This quote has been ordered: <OrderList orders={quote.orders} />. To order it again, ask us for a new
        quote.
      </p>
      <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
        <Link to="/">Ask for a new quote</Link>
      </Button>
    </section>
  );
}

/** A quote that may be ordered again: how often it has been, and how many orders are left. */
function QuoteOrdersSoFar({ quote }: { quote: CustomerQuote }) {
  if (quote.orders.length === 0) return null;
  return (
    <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="quote-orders">
      Ordered as <OrderList orders={quote.orders} />; you may order it {quote.ordersLeft} more{' '}
      {quote.ordersLeft === 1 ? 'time' : 'times'}.
    </p>
  );
}

/**
 * The design (uploaded artwork, or a description for the shop's designers) and Add to cart: the server
 * takes the product, quantity and price from the quote, then the customer goes to the cart.
 */
function QuoteOrderForm({
  quote,
  token,
  onClosed,
}: {
  quote: CustomerQuote;
  token: string;
  onClosed: () => void;
}) {
  const [designMethod, setDesignMethod] = useState<DesignMethod>('upload');
  const [files, setFiles] = useState<File[]>([]);
  const [designNotes, setDesignNotes] = useState('');
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [inCart, setInCart] = useState(false);
  const addToCart = useAddQuoteToCart(setProgress);
  const navigate = useNavigate();
  const pending = addToCart.isPending;

  async function submit() {
    if (pending) return;
    const notice = designNotice({ designMethod, files, designNotes });
    if (notice) {
      toast({ variant: 'destructive', ...notice });
      return;
    }
    setProgress(null);
    setInCart(false);
    try {
      await addToCart.mutateAsync({
        quoteToken: token,
        designMethod,
        designNotes: designNotes.trim(),
        files,
      });
      navigate('/cart');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: webMessages.error,
        description: refusalReason(error) ?? webMessages.addToCartFailed,
      });
      if (isApiError(error) && closingCodes.has(error.code ?? '')) onClosed();
      if (isApiError(error) && error.code === 'QUOTE_IN_CART') setInCart(true);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="quote-order-heading" className={card}>
      <h2 id="quote-order-heading" className="text-xl font-bold text-slate-900">
        Order this quote
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Send your artwork, or tell us what to design. The quantity and price are the quote’s.
      </p>
      <QuoteOrdersSoFar quote={quote} />
      <form
        className="mt-5 space-y-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ChoiceGroup
          name="design-method"
          legend="Design Method"
          value={designMethod}
          onChange={(value) => setDesignMethod(value === 'create' ? 'create' : 'upload')}
          choices={[
            { value: 'upload', label: designChoiceLabels.upload },
            { value: 'create', label: designChoiceLabels.create, hint: 'Free' },
          ]}
        />
        {designMethod === 'create' ? (
          <FormField
            id="quote-design-notes"
            label="Design Description"
            labelClassName={fieldLabelClass}
            required
            description="Tell us the text, colours, logo and style you want. Our designers create it for free."
          >
            <Textarea
              rows={4}
              maxLength={5000}
              value={designNotes}
              onChange={(event) => setDesignNotes(event.target.value)}
            />
          </FormField>
        ) : null}
        <ArtworkField
          files={files}
          printSize={null}
          sides={1}
          onChange={setFiles}
          required={designMethod === 'upload'}
          problems={fileProblems}
          onProblems={setFileProblems}
        />
        {pending && files.length > 0 ? <UploadProgress progress={progress} /> : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <ShoppingCart aria-hidden="true" />
          )}
          Add to cart
        </Button>
        {inCart ? (
          <p className="text-center text-sm text-slate-700">
            <Link to="/cart" className="font-medium text-brand-700 underline underline-offset-2">
              Go to your cart
            </Link>
          </p>
        ) : null}
      </form>
    </section>
  );
}

/**
 * /quote/{token}: the quote the shop e-mailed (docs/product/orders-and-statuses.md#quotes-answered). The
 * customer sees what was quoted and adds it to the cart with their artwork or a design request, at the quoted
 * price; an expired quote says so instead. Anyone holding the link may open it.
 */
export function QuotePage() {
  const { token = '' } = useParams();
  const { data: quote, isPending, error, refetch, isFetching } = useQuote(token);
  const refused = isQuoteLinkRefused(error);

  useEffect(() => {
    document.title = quote ? `Quote ${quote.number} | ${brandName}` : `Your Quote | ${brandName}`;
  }, [quote]);

  let content: ReactNode;
  if (refused) {
    const message =
      isApiError(error) && error.status === 404 && error.message ? error.message : apiMessages.quoteNotFound;
    content = <QuoteLinkNotFound message={message} />;
  } else if (error && !quote) {
    content = (
      <PageLoadError
        title="We couldn't load your quote"
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (isPending) {
    content = <QuotePageSkeleton />;
  } else {
    content = (
      <>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your quote {quote.number}</h1>
        <p className="mt-1 text-slate-600">For {quote.customerName}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-8">
          <QuoteDetails quote={quote} />
          {quote.ordersLeft === 0 ? (
            <QuoteOrdered quote={quote} />
          ) : quote.expired || quote.withdrawn ? (
            <QuoteClosed
              message={quote.expired ? quoteExpiredMessage(quote.validUntil) : apiMessages.quoteWithdrawn}
            />
          ) : (
            <QuoteOrderForm quote={quote} token={token} onClosed={() => void refetch()} />
          )}
        </div>
      </>
    );
  }

  return <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">{content}</div>;
}
