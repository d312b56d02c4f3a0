import { Power, PowerOff, RotateCw, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { webMessages } from '#shared/errors';
import type { DiscountCode } from '#shared/schemas/promo';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { useDeleteDiscountCode, useDiscountCodes, useSetDiscountCodeActive } from '../api/discount-codes.ts';
import { DeleteDiscountCodeDialog } from './delete-discount-code-dialog.tsx';
import { codeProblem, formatDateTime, formatUsage } from './promo-form-values.ts';
import { serverMessage } from './server-message.ts';

const cell = 'px-3 py-3 text-sm text-slate-800 whitespace-nowrap';
const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

interface CodeRowProps {
  code: DiscountCode;
  isBannerCode: boolean;
  toggling: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

function CodeRow({ code, isBannerCode, toggling, onToggle, onDelete }: CodeRowProps) {
  const problem = codeProblem(code, new Date());
  return (
    <tr data-testid="discount-code-row" className="border-t border-slate-200">
      <th scope="row" className={`${cell} text-left font-mono font-semibold text-slate-900`}>
        {code.code}
        {isBannerCode ? (
          <Badge tone="info" className="ml-2 font-sans">
            Banner
          </Badge>
        ) : null}
      </th>
      <td className={cell}>{code.discountPercentage}%</td>
      <td className={`${cell} tabular-nums`}>{formatUsage(code)}</td>
      <td className={cell}>{formatDateTime(code.expiresAt, 'Never')}</td>
      <td className={cell}>
        <span className="inline-flex gap-1.5">
          <Badge tone={code.isActive ? 'success' : 'neutral'}>{code.isActive ? 'Active' : 'Inactive'}</Badge>
          {problem ? <Badge tone="warning">{problem}</Badge> : null}
        </span>
      </td>
      <td className={cell}>
        <span className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onToggle}
            disabled={toggling}
            aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} ${code.code}`}
          >
            {code.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
            {code.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${code.code}`}>
            <Trash2 aria-hidden="true" className="text-red-600" />
            Delete
          </Button>
        </span>
      </td>
    </tr>
  );
}

function ListSkeleton() {
  return (
    <LoadingSkeleton label="Loading discount codes…" className="space-y-3">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </LoadingSkeleton>
  );
}

/** The Discount Codes sub-tab's table: usage, expiry, status, switch on/off and delete with a confirmation. */
export function DiscountCodesList({ bannerCode }: { bannerCode: string | null }) {
  const id = useId();
  const codes = useDiscountCodes();
  const toggle = useSetDiscountCodeActive();
  const remove = useDeleteDiscountCode();
  const [deleting, setDeleting] = useState<DiscountCode | null>(null);

  const switchCode = (code: DiscountCode) => {
    const isActive = !code.isActive;
    toggle.mutate(
      { id: code.id, isActive },
      {
        onSuccess: () =>
          toast({ title: `Discount code ${code.code} ${isActive ? 'activated' : 'deactivated'}` }),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({
            variant: 'destructive',
            title: webMessages.toggleDiscountCodeFailed(isActive, code.code),
            description: serverMessage(error) ?? webMessages.tryAgain,
          });
        },
      },
    );
  };

  const confirmDelete = (code: DiscountCode) =>
    remove.mutate(code.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Discount code deleted successfully!' });
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const message = serverMessage(error);
        toast({
          variant: 'destructive',
          title: webMessages.deleteDiscountCodeFailed,
          ...(message ? { description: message } : {}),
        });
      },
    });

  let content: ReactNode;
  if (codes.isPending) {
    content = <ListSkeleton />;
  } else if (codes.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="font-semibold text-red-700">{codes.error.message}</p>
        <Button variant="outline" onClick={() => codes.refetch()} disabled={codes.isFetching}>
          <RotateCw aria-hidden="true" className={codes.isFetching ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </div>
    );
  } else if (codes.data.length === 0) {
    content = <p className="py-10 text-center text-slate-600">No discount codes yet. Create one above.</p>;
  } else {
    content = (
      <section
        aria-label="Discount codes table, scrolls sideways"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="-mx-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500 sm:-mx-6"
      >
        <table aria-labelledby={`${id}-title`} className="w-full min-w-[46rem]">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={head}>
                Code
              </th>
              <th scope="col" className={head}>
                Discount
              </th>
              <th scope="col" className={head}>
                Uses
              </th>
              <th scope="col" className={head}>
                Expires
              </th>
              <th scope="col" className={head}>
                Status
              </th>
              <th scope="col" className={`${head} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.data.map((code) => (
              <CodeRow
                key={code.id}
                code={code}
                isBannerCode={code.code === bannerCode}
                toggling={toggle.isPending && toggle.variables?.id === code.id}
                onToggle={() => switchCode(code)}
                onDelete={() => setDeleting(code)}
              />
            ))}
          </tbody>
        </table>
      </section>
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Discount Codes</CardTitle>
        <p className="text-sm text-slate-600">Codes customers can enter at checkout.</p>
      </CardHeader>
      <CardContent>{content}</CardContent>
      <DeleteDiscountCodeDialog
        code={deleting}
        bannerCode={bannerCode}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
