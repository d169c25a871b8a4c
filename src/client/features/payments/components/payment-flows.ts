// What components/lazy-flows.tsx loads in one file (the `payment-flows` chunk group in vite.config.ts).
export { AccountFlow } from './account-flow.tsx';
export { CardFlow } from './card-flow.tsx';
export { MobileFlow } from './mobile-flow.tsx';
export { PaymentOutcome } from './payment-outcome.tsx';
