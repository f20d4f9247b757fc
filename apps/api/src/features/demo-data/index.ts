export { demoCustomerName, seedDemoData } from './demo-data.service.ts';
