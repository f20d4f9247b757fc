// What other features use of the fleet: the customer page's tabs (Client, Fleet).
export { CustomerTabs } from './customer-tabs.tsx';
