import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiMessages, webMessages } from '#shared/errors';
import { type AdminLoginInput, adminLoginInputSchema } from '#shared/schemas/admin';
import { FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { adminSessionEnded } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useLogin } from '../api/login.ts';

type LoginFormValues = z.input<typeof adminLoginInputSchema>;

const sessionEndedNotice = 'Your session has ended. Please log in again.';

/**
 * The alert for a failed login: the server's message ('Invalid password or e-mail' for a 401;
 * docs/product/messages.md).
 */
function loginErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) {
    return webMessages.unreachable;
  }
  if (error.status === 401) return apiMessages.invalidPassword;
  if (error.status >= 500) return webMessages.serverFault;
  return error.message;
}

/**
 * The admin login (docs/product/admin.md#access; e-mail and password, checked by the server). `autoFocus`
 * puts the focus in the e-mail field, for when the screen replaces the dashboard (logout, ended session).
 */
export function LoginScreen({ autoFocus = false }: { autoFocus?: boolean }) {
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
          <FormAlert>{serverError}</FormAlert>
          <FormField label="Email" labelClassName="text-slate-900" error={errors.email?.message}>
            <Input type="email" autoComplete="username" className="h-11" {...register('email')} />
          </FormField>
          <FormField label="Password" labelClassName="text-slate-900" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              className="h-11"
              {...register('password')}
            />
          </FormField>
          <SubmitButton size="lg" className="w-full" pending={isSubmitting} pendingLabel="Logging in…">
            Log In
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
