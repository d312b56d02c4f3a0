import { useParams } from 'react-router';

/** Loaded lazily by the router (see app/routes.tsx): this module and its imports form the admin chunk. */
export function AdminPage() {
  const { tab } = useParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8" data-admin-tab={tab ?? 'orders'}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Admin</h1>
    </div>
  );
}
