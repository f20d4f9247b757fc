import { useCustomer } from './customers-api.ts';

/** The customer's name once loaded (for breadcrumbs). */
export function CustomerName({ id }: { id: number }) {
  const customer = useCustomer(id);
  return <>{customer.data?.name ?? '…'}</>;
}
