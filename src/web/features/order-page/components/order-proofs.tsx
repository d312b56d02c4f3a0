import { Check, PencilLine } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { webMessages } from '#shared/errors';
import { awaitsProofApproval, lineProofState, proofMessages } from '#shared/proofs';
import type { Proof } from '#shared/schemas/proofs';
import { ArtworkCheckNote } from '#web/components/artwork-check.tsx';
import {
  EarlierProofs,
  ProofDecisionNote,
  ProofStateBadge,
  ProofVersionHeading,
} from '#web/components/proof-history.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatWhen } from '#web/lib/format.ts';
import { type OrderPage, useDecideProof, useProofPage } from '../api/order-page.ts';

type Link = { number: string; token: string };
type Line = OrderPage['items'][number];

function ProofPicture({
  link,
  proof,
  page,
  productName,
}: {
  link: Link;
  proof: Proof;
  page: number;
  productName: string;
}) {
  const { url, isError } = useProofPage(link.number, link.token, proof.id, page);
  const alt = `Proof of ${productName}, version ${proof.version}, page ${page} of ${proof.pageCount}`;
  if (isError)
    return (
      <p className="text-sm text-red-700">We could not load page {page}. Reload the page to try again.</p>
    );
  if (!url) {
    return (
      <LoadingSkeleton label={`Loading ${alt}`} rows={1} rowClassName="aspect-[4/3] w-full rounded-lg" />
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img
        src={url}
        alt={alt}
        className="mx-auto max-h-[70vh] w-auto max-w-full rounded-lg bg-white ring-1 ring-slate-200"
      />
    </a>
  );
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Whether the page's order still waits for the customer's approval of a proof. */
export function pageAwaitsApproval(order: OrderPage): boolean {
  return awaitsProofApproval({
    proofRequested: order.proofRequested,
    printWithoutApproval: order.printWithoutApprovalAt,
    items: order.items,
  });
}

function failureMessage(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? error.message
    : webMessages.serverFault;
}

/** What an approval commits to: the line's quantity, product and options, as the order lists them. */
function approvedLineText(line: Line): string {
  const options = line.options.map((option) => `${option.name}: ${option.label}`).join(', ');
  return `${line.quantity.toLocaleString('en-US')} × ${line.productName}${options ? ` (${options})` : ''}`;
}

/**
 * Approving is binding: the dialog names what is approved (the line, its size, the artwork check of each
 * file) and says the shop prints what the proof shows (docs/product/orders-and-statuses.md#proofs).
 */
function ApproveProofDialog({
  line,
  proof,
  open,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  line: Line;
  proof: Proof;
  open: boolean;
  pending: boolean;
  error: string | undefined;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const checked = line.files.filter((file) => file.check);
  const low = checked.some((file) => file.check?.level === 'low');
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={onConfirm}
      title={`Approve the proof of ${line.productName}?`}
      description={`We print exactly what version ${proof.version} of this proof shows. Once you approve it, it goes to print and can no longer be changed.`}
      confirmLabel="Approve and print"
      pendingLabel="Sending…"
      cancelLabel="Not yet"
      confirmVariant="default"
      pending={pending}
      error={error}
    >
      <div className="mt-4 space-y-3 text-sm">
        <p>
          <span className="font-medium text-slate-900">You approve: </span>
          <span data-testid="approve-line">{approvedLineText(line)}</span>
        </p>
        {checked.length > 0 ? (
          <ul aria-label="Your files as checked for print" className="space-y-2">
            {checked.map((file) => (
              <li key={file.id}>
                <p className="mb-1 break-all text-slate-700">{file.originalName}</p>
                {file.check ? <ArtworkCheckNote check={file.check} /> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {low ? (
          <p className="font-medium text-red-800" data-testid="approve-low-warning">
            A file of this item is low resolution for its size and may print blurry. If that is not what you
            want, choose Not yet and request changes.
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

/** Approve (asked to confirm first), or ask for changes with a comment (required); one answer per version. */
function ProofAnswer({ link, proof, line }: { link: Link; proof: Proof; line: Line }) {
  const id = useId();
  const productName = line.productName;
  const decide = useDecideProof(link.number, link.token);
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const requestButton = useRef<HTMLButtonElement>(null);
  const [backToRequest, setBackToRequest] = useState(false);
  useEffect(() => {
    if (!asking && backToRequest) {
      requestButton.current?.focus();
      setBackToRequest(false);
    }
  }, [asking, backToRequest]);

  const send = (decision: 'approved' | 'changes_requested') => {
    setError(undefined);
    setRefusal(undefined);
    if (decision === 'changes_requested' && comment.trim() === '') {
      setError(proofMessages.commentRequired);
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    decide.mutate(
      { proofId: proof.id, decision, comment: decision === 'approved' ? '' : comment.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({
            title: decision === 'approved' ? 'Proof approved' : 'Your changes were sent',
            description:
              decision === 'approved'
                ? `Thank you. ${productName} is ready for printing.`
                : 'We will e-mail you a revised proof.',
          });
        },
        onError: (failure) => setRefusal(failureMessage(failure)),
      },
    );
  };

  const onSubmitChanges = (event: FormEvent) => {
    event.preventDefault();
    send('changes_requested');
  };

  const refused = refusal ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {refusal}
    </p>
  ) : null;
  const forLine = <span className="sr-only"> of {productName}</span>;

  if (!asking) {
    return (
      <div className="space-y-2">
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              setRefusal(undefined);
              setConfirming(true);
            }}
            disabled={decide.isPending}
          >
            <Check aria-hidden="true" />
            Approve proof
            {forLine}
          </Button>
          <Button
            ref={requestButton}
            variant="outline"
            onClick={() => setAsking(true)}
            disabled={decide.isPending}
          >
            <PencilLine aria-hidden="true" />
            Request changes{forLine}
          </Button>
        </div>
        {confirming ? null : refused}
        <ApproveProofDialog
          line={line}
          proof={proof}
          open={confirming}
          pending={decide.isPending}
          error={refusal}
          onClose={() => {
            if (!decide.isPending) setConfirming(false);
          }}
          onConfirm={() => send('approved')}
        />
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmitChanges}
      aria-label={`Request changes to ${productName}`}
      className="space-y-3"
    >
      <FormField label="What should we change?" id={`${id}-comment`} error={error} required>
        <Textarea
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={3}
          maxLength={2000}
          autoFocus
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={decide.isPending} pendingLabel="Sending…">
          Send request
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setAsking(false);
            setError(undefined);
            setRefusal(undefined);
            setBackToRequest(true);
          }}
          disabled={decide.isPending}
        >
          Cancel
        </Button>
      </div>
      {refused}
    </form>
  );
}

function LineProof({ link, line }: { link: Link; line: Line }) {
  const latest = line.proofs.at(-1);
  return (
    <li className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{line.productName}</h3>
        <ProofStateBadge proofs={line.proofs} />
      </div>
      {latest ? (
        <>
          <ProofVersionHeading proof={latest} />
          <ul className="space-y-3">
            {pageNumbers(latest.pageCount).map((page) => (
              <li key={page}>
                <ProofPicture link={link} proof={latest} page={page} productName={line.productName} />
              </li>
            ))}
          </ul>
          {latest.decision ? (
            <ProofDecisionNote proof={latest} />
          ) : (
            <ProofAnswer link={link} proof={latest} line={line} />
          )}
          {latest.decision === 'changes_requested' ? (
            <p className="text-sm text-slate-600">
              We are revising the proof and will e-mail you the new version.
            </p>
          ) : null}
          <EarlierProofs proofs={line.proofs} />
        </>
      ) : (
        <p className="text-sm text-slate-600">
          We are preparing this proof and will e-mail you when it is ready.
        </p>
      )}
    </li>
  );
}

/**
 * The customer's proofs (docs/product/orders-and-statuses.md#proofs): each line's latest version drawn page
 * by page, with Approve and Request changes while it waits, the answers given, and the earlier versions.
 * Shown when a proof was asked for or sent.
 */
export function OrderProofs({ order, link }: { order: OrderPage; link: Link }) {
  if (!order.proofRequested && order.items.every((line) => line.proofs.length === 0)) return null;
  const waiting = pageAwaitsApproval(order);
  return (
    <section
      aria-labelledby="order-proofs"
      className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-proofs" className="text-lg font-bold text-slate-900">
        Your proofs
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {order.printWithoutApprovalAt ? (
          <>
            We went ahead with printing on{' '}
            <time dateTime={order.printWithoutApprovalAt}>{formatWhen(order.printWithoutApprovalAt)}</time>.
          </>
        ) : waiting ? (
          'Look at each proof, then approve it or tell us what to change. We print once every item is approved.'
        ) : order.items.every((line) => lineProofState(line.proofs) === 'approved') ? (
          'Every proof is approved. Thank you!'
        ) : (
          'We sent a proof for you to look at. Approve it, or tell us what to change.'
        )}
      </p>
      <ul className="mt-4 space-y-6">
        {order.items.map((line) => (
          <LineProof key={line.id} link={link} line={line} />
        ))}
      </ul>
    </section>
  );
}
