import {
  type Contact,
  type ContactRequest,
  type Customer,
  type CustomerListItem,
  type CustomerProject,
  type CustomerRequest,
  customerMessages,
} from '@backoffice/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { dataTablePageSize } from '../../components/data-table-page-size.ts';
import { useReloadFromList } from '../../components/list-record-api.ts';
import type { VersionedDelete } from '../../components/stale-delete.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** A save's body: the version the form was loaded with goes with an edit (see useStaleSave). */
type Versioned = { version?: number };

/** One page of the customers (the server pages and counts), 1-based. */
export function useCustomers(search = '', page = 1) {
  return useQuery({
    queryKey: [...queryKeys.customers.list(search), page],
    queryFn: ({ signal }) =>
      http.getPage<CustomerListItem>('customers', {
        query: { search, limit: dataTablePageSize, offset: (page - 1) * dataTablePageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: queryKeys.customers.detail(id),
    queryFn: ({ signal }) => http.get<Customer>(`customers/${id}`, { notify: false, signal }),
    enabled: validId(id),
  });
}

function customerProjectsQuery(id: number) {
  return {
    queryKey: queryKeys.customers.projects(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      http.get<CustomerProject[]>(`customers/${id}/projects`, { signal }),
    enabled: validId(id),
  };
}

/** Reads the customer afresh (a stale save's Reload); its page shows it too. */
export function useReloadCustomer(id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.customers.detail(id),
      queryFn: ({ signal }) => http.get<Customer>(`customers/${id}`, { signal }),
      staleTime: 0,
    });
}

export function useCustomerProjects(id: number) {
  return useQuery(customerProjectsQuery(id));
}

export function useContacts(customerId: number) {
  return useQuery({
    queryKey: queryKeys.customers.contacts(customerId),
    queryFn: ({ signal }) => http.get<Contact[]>(`customers/${customerId}/contacts`, { signal }),
    enabled: validId(customerId),
  });
}

/** Reads a contact afresh from its customer's list (a stale save's Reload); the list shows it too. */
export function useReloadContact(customerId: number, id: number) {
  return useReloadFromList<Contact>({
    path: `customers/${customerId}/contacts`,
    queryKey: queryKeys.customers.contacts(customerId),
    id,
    goneMessage: 'The contact was deleted',
  });
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CustomerRequest & Versioned }, call) =>
      id === null ? http.post<Customer>('customers', body, call) : http.put<Customer>(`customers/${id}`, body, call),
    successMessage: (_customer, { id }) =>
      id === null ? customerMessages.customerCreated : customerMessages.customerUpdated,
    onSuccess: (customer) => {
      queryClient.setQueryData(queryKeys.customers.detail(customer.id), customer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists });
    },
  });
}

export function useSaveContact(customerId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Omit<ContactRequest, 'customer'> & Versioned }, call) =>
      id === null
        ? http.post<Contact>('contacts', { ...body, customer: { id: customerId } }, call)
        : http.put<Contact>(`contacts/${id}`, body, call),
    successMessage: (_contact, { id }) =>
      id === null ? customerMessages.contactAdded : customerMessages.contactUpdated,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.contacts(customerId) }),
  });
}

/** Deletes the contact as loaded (`version`): a colleague's change since is refused (409). */
export function useDeleteContact(customerId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`contacts/${id}`, { ...call, query: { version } }),
    successMessage: customerMessages.contactDeleted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.contacts(customerId) }),
  });
}
