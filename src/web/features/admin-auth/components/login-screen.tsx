import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdminLoginInput,
  adminLoginInputSchema,
  invalidPasswordMessage,
} from '../../../../shared/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { adminSessionEnded } from '../../../lib/admin-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';

type LoginFormValues = z.input<typeof adminLoginInputSchema>;

export const sessionEndedNotice = 'Your session has ended. Please log in again.';

/** The alert for a failed login: the server's message (SPEC §8 'Invalid password' for a 401). */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) {
    return 'Could not reach the server. Check your connection and try again.';
  }
  if (error.status === 401) return invalidPasswordMessage;
  if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return error.message;
}

const inputClass =
  'mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-600';

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error.message}
    </p>
  );
}

/**
 * SPEC §2 / DESIGN §5.1: the admin login (e-mail and password, checked by the server). `autoFocus` puts
 * the focus in the e-mail field, for when the screen replaces the dashboard (logout, ended session).
 */
export function LoginScreen({ autoFocus = false }: { autoFocus?: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [sessionEnded] = useState(() => adminSessionEnded(queryClient));
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, AdminLoginInput>({
    resolver: zodResolver(adminLoginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
    } catch (error) {
      resetField('password', { keepError: true });
      setError('root.server', { message: loginErrorMessage(error) });
    }
  });

  const serverError = errors.root?.server?.message;
  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <LockKeyhole className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to manage orders and the shop.</p>
        </div>
        {sessionEnded && !serverError ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {sessionEndedNotice}
          </p>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          {serverError ? (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {serverError}
            </p>
          ) : null}
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-900">
              Email
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? emailErrorId : undefined}
              className={inputClass}
              {...register('email')}
            />
            <FieldMessage id={emailErrorId} error={errors.email} />
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-900">
              Password
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? passwordErrorId : undefined}
              className={inputClass}
              {...register('password')}
            />
            <FieldMessage id={passwordErrorId} error={errors.password} />
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {isSubmitting ? 'Logging in…' : 'Log In'}
          </Button>
        </form>
      </div>
    </div>
  );
}
