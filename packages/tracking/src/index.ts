// Public entry of the tracking package: helpers shared by the tracking adapters.
export { hashEmail, normalizeEmail } from './email-hash';
