import { CheckCircle2, FileText, MessageSquareWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { type LineProofState, lineProofState, lineProofStateLabels } from '#shared/proofs';
import type { Proof } from '#shared/schemas/proofs';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatWhen } from '#web/lib/format.ts';

const stateTones: Record<LineProofState, 'neutral' | 'info' | 'warning' | 'success'> = {
  awaiting: 'neutral',
  sent: 'info',
  changes_requested: 'warning',
  approved: 'success',
};

/** 'Proof sent', 'Changes requested', ... for an order line (src/shared/proofs.ts). */
export function ProofStateBadge({ proofs }: { proofs: readonly Proof[] }) {
  const state = lineProofState(proofs);
  return (
    <Badge tone={stateTones[state]} data-testid="proof-state">
      {lineProofStateLabels[state]}
    </Badge>
  );
}

/** The answer to a version: approved, or changes asked for with the customer's words; nothing while open. */
export function ProofDecisionNote({ proof }: { proof: Proof }) {
  if (!proof.decision || !proof.decidedAt) return null;
  const when = <time dateTime={proof.decidedAt}>{formatWhen(proof.decidedAt)}</time>;
  if (proof.decision === 'approved') {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
        <span>Approved on {when}</span>
      </p>
    );
  }
  return (
    <div className="text-sm text-amber-900">
      <p className="flex items-center gap-1.5 font-medium">
        <MessageSquareWarning className="size-4 shrink-0" aria-hidden="true" />
        <span>Changes requested on {when}</span>
      </p>
      {proof.comment ? (
        <blockquote className="mt-1 border-l-2 border-amber-300 pl-3 whitespace-pre-wrap text-slate-800">
          {proof.comment}
        </blockquote>
      ) : null}
    </div>
  );
}

/** A version's heading line and the shop's note with it. */
export function ProofVersionHeading({ proof, extra }: { proof: Proof; extra?: ReactNode }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="font-semibold text-slate-900">Version {proof.version}</span>
        <span>
          sent <time dateTime={proof.sentAt}>{formatWhen(proof.sentAt)}</time>
        </span>
        {extra}
      </p>
      {proof.note ? (
        <p className="mt-1 border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-wrap text-slate-800">
          {proof.note}
        </p>
      ) : null}
    </div>
  );
}

/** The versions before the latest, each with its answer: kept and shown, newest first. */
export function EarlierProofs({ proofs }: { proofs: readonly Proof[] }) {
  const earlier = proofs.slice(0, -1).reverse();
  if (earlier.length === 0) return null;
  return (
    <details className="mt-3 rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        Earlier {earlier.length === 1 ? 'version' : `versions (${earlier.length})`}
      </summary>
      <ol className="mt-2 space-y-3">
        {earlier.map((proof) => (
          <li key={proof.id} className="space-y-1">
            <ProofVersionHeading proof={proof} />
            <ProofDecisionNote proof={proof} />
          </li>
        ))}
      </ol>
    </details>
  );
}
