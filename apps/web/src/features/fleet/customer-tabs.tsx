import { customerPaths } from '../../components/customer-paths.ts';
import { RouteTabs } from '../../components/route-tabs.tsx';

/** The address of a client's Fleet tab. */
const fleetPath = (customerId: number | string) => `${customerPaths.customer(customerId)}/fleet`;

/** The client page's tabs: the client with its contacts and projects, and its fleet. */
export function CustomerTabs({ customerId, active }: { customerId: number; active: 'client' | 'fleet' }) {
  const tabs = [
    { value: 'client', label: 'Client', to: customerPaths.customer(customerId) },
    { value: 'fleet', label: 'Fleet', to: fleetPath(customerId) },
  ];
  return <RouteTabs tabs={tabs} active={active} />;
}
