import type {
  Contact,
  ContactRequest,
  Customer,
  CustomerListItem,
  CustomerProject,
  CustomerRequest,
} from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { dataTablePageSize } from '../../components/data-table.tsx';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** One page of the clients (the server pages and counts), 1-based. */
export function useCustomers(search = '', page = 1) {
  return useQuery({
    queryKey: [...queryKeys.customers.list(search), page],
    queryFn: () =>
      http.getPage<CustomerListItem>('customers', {
        query: { search, limit: dataTablePageSize, offset: (page - 1) * dataTablePageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: queryKeys.customers.detail(id),
    queryFn: () => http.get<Customer>(`customers/${id}`, { notify: false }),
    enabled: validId(id),
  });
}

export function customerProjectsQuery(id: number) {
  return {
    queryKey: queryKeys.customers.projects(id),
    queryFn: () => http.get<CustomerProject[]>(`customers/${id}/projects`),
    enabled: validId(id),
  };
}

export function useCustomerProjects(id: number) {
  return useQuery(customerProjectsQuery(id));
}

export function useContacts(customerId: number) {
  return useQuery({
    queryKey: queryKeys.customers.contacts(customerId),
    queryFn: () => http.get<Contact[]>(`customers/${customerId}/contacts`),
    enabled: validId(customerId),
  });
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CustomerRequest }) =>
      id === null ? http.post<Customer>('customers', body) : http.put<Customer>(`customers/${id}`, body),
    onSuccess: (customer) => {
      queryClient.setQueryData(queryKeys.customers.detail(customer.id), customer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists });
    },
  });
}

/** Archives the customer; the caller words a failure. */
export function useArchiveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`customers/${id}`, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists }),
  });
}

export function useSaveContact(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Omit<ContactRequest, 'customer'> }) =>
      id === null
        ? http.post<Contact>('contacts', { ...body, customer: { id: customerId } })
        : http.put<Contact>(`contacts/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.contacts(customerId) }),
  });
}

export function useDeleteContact(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`contacts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.contacts(customerId) }),
  });
}
