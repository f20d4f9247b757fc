export { seedDemoData } from './demo-data.service.ts';
