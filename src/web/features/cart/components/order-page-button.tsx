import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { webMessages } from '#shared/errors';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { createOrderPageLink } from '../api/get-order.ts';

/**
 * 'View your order page': asks for a link of its own (its token is made now, never kept in this browser's
 * storage) and opens the page that the e-mails link to as well.
 */
export function OrderPageButton({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  const open = async () => {
    setState({ pending: true, error: null });
    try {
      const { path } = await createOrderPageLink(orderId);
      navigate(path);
    } catch (error) {
      const message =
        isApiError(error) && error.status > 0 && error.status < 500 ? error.message : webMessages.serverFault;
      setState({ pending: false, error: message });
    }
  };
  return (
    <div className="flex flex-col items-center">
      <Button variant="outline" size="lg" onClick={open} disabled={state.pending}>
        <ExternalLink aria-hidden="true" />
        {state.pending ? 'Opening…' : 'View your order page'}
      </Button>
      {state.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
