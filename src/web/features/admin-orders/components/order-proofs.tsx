import { Download, Send, ShieldAlert } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { webMessages } from '#shared/errors';
import { awaitsProofApproval, proofChoiceLabel } from '#shared/proofs';
import type { AdminOrder } from '#shared/schemas/admin';
import type { Proof } from '#shared/schemas/proofs';
import {
  EarlierProofs,
  ProofDecisionNote,
  ProofStateBadge,
  ProofVersionHeading,
} from '#web/components/proof-history.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatWhen } from '#web/lib/format.ts';
import {
  adminProofFileUrl,
  adminProofPageUrl,
  usePrintWithoutApproval,
  useUploadProof,
} from '../api/order-proofs.ts';

type AdminLine = AdminOrder['items'][number];

function failureMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.status < 500
    ? error.message
    : webMessages.serverFault;
}

/** The latest version's drawn pages, small, each opening full size. */
function ProofPages({ proof, productName }: { proof: Proof; productName: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {Array.from({ length: proof.pageCount }, (_, index) => {
        const url = adminProofPageUrl(proof.id, index + 1);
        return (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="block rounded ring-1 ring-slate-300 hover:ring-brand-500"
            >
              <img
                src={url}
                alt={`${productName} proof, version ${proof.version}, page ${index + 1}`}
                loading="lazy"
                className="h-28 w-auto max-w-40 rounded bg-white object-contain"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Choose the proof file (PDF or image) and a note; the customer is e-mailed a link to approve it. */
function ProofUploadForm({ orderId, line, next }: { orderId: number; line: AdminLine; next: number }) {
  const id = useId();
  const upload = useUploadProof(orderId);
  const fileRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setRefusal(undefined);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError('Choose the proof file');
      fileRef.current?.focus();
      return;
    }
    try {
      await upload.mutateAsync({ itemId: line.id, file, note: note.trim() });
      setNote('');
      if (fileRef.current) fileRef.current.value = '';
      toast({
        title: `Proof version ${next} sent`,
        description: 'The customer has been e-mailed a link to approve it.',
      });
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      setRefusal(failureMessage(failure));
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Send a proof of ${line.productName}`}
      className="mt-3 grid gap-3"
    >
      <FormField
        label={next === 1 ? 'Proof file (PDF, PNG or JPEG)' : `Version ${next} (PDF, PNG or JPEG)`}
        error={error}
        id={`${id}-file`}
      >
        <Input
          ref={fileRef}
          type="file"
          accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
          className="h-auto py-1.5"
        />
      </FormField>
      <FormField label="Note to the customer" optional>
        <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={2} maxLength={2000} />
      </FormField>
      <div>
        <SubmitButton pending={upload.isPending} pendingLabel="Sending…">
          <Send aria-hidden="true" />
          {next === 1 ? 'Send proof' : `Send version ${next}`}
        </SubmitButton>
      </div>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}

function LineProofs({ orderId, line, position }: { orderId: number; line: AdminLine; position: number }) {
  const latest = line.proofs.at(-1);
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {position}. {line.productName}
          {line.size ? <span className="font-normal text-slate-600"> · {line.size}</span> : null}
        </p>
        <ProofStateBadge proofs={line.proofs} />
      </div>
      {latest ? (
        <div className="mt-2 space-y-2">
          <ProofVersionHeading
            proof={latest}
            extra={
              <a
                href={adminProofFileUrl(latest.id)}
                className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
              >
                <Download className="size-3.5" aria-hidden="true" />
                {latest.originalName}
              </a>
            }
          />
          <ProofPages proof={latest} productName={line.productName} />
          <ProofDecisionNote proof={latest} />
          <EarlierProofs proofs={line.proofs} />
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No proof sent yet.</p>
      )}
      {latest?.decision === 'approved' ? null : (
        <ProofUploadForm orderId={orderId} line={line} next={(latest?.version ?? 0) + 1} />
      )}
    </li>
  );
}

function PrintWithoutApproval({ order }: { order: AdminOrder }) {
  const mutation = usePrintWithoutApproval(order.id);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">The order goes to production once every proof is approved.</p>
      <Button
        variant="outline"
        onClick={() => {
          setError(null);
          setAsking(true);
        }}
      >
        <ShieldAlert aria-hidden="true" />
        Print without approval
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => {
          if (!mutation.isPending) setAsking(false);
        }}
        title="Print without the customer's approval?"
        description="The order can then go to production now. Your choice is recorded with your name and the time."
        confirmLabel="Print without approval"
        pendingLabel="Saving…"
        pending={mutation.isPending}
        error={error}
        onConfirm={() =>
          mutation.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast({
                title: 'Printing without approval',
                description: `Order ${order.orderNumber} can go to production.`,
              });
            },
            onError: (failure) => {
              if (isUnauthorized(failure)) return;
              setError(failureMessage(failure));
            },
          })
        }
      />
    </div>
  );
}

/**
 * The admin's proof panel (docs/product/orders-and-statuses.md#proofs): whether the customer asked for a
 * proof; per line, the latest version with its pages, the customer's answer and the earlier versions, and the
 * form for the next version; and 'Print without approval', recorded with who and when.
 */
export function OrderProofs({ order }: { order: AdminOrder }) {
  const id = useId();
  if (!order.proofRequested && order.items.every((line) => line.proofs.length === 0)) {
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          Proofs
        </h3>
        <p className="mt-1 text-sm text-slate-700">The customer chose: {proofChoiceLabel(false)}.</p>
      </section>
    );
  }
  const waiting = awaitsProofApproval(order);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Proofs
      </h3>
      <p className="text-sm text-slate-700">The customer chose: {proofChoiceLabel(order.proofRequested)}.</p>
      <ol className="space-y-3">
        {order.items.map((line, index) => (
          <LineProofs key={line.id} orderId={order.id} line={line} position={index + 1} />
        ))}
      </ol>
      {order.printWithoutApproval ? (
        <p className="text-sm font-medium text-amber-900" data-testid="print-without-approval">
          Printing without approval: chosen by {order.printWithoutApproval.by} on{' '}
          <time dateTime={order.printWithoutApproval.at}>{formatWhen(order.printWithoutApproval.at)}</time>.
        </p>
      ) : waiting ? (
        <PrintWithoutApproval order={order} />
      ) : null}
    </section>
  );
}
