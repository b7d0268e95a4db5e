import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the mock API in the browser (development only; never part of a production build). */
export async function startMockApi() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}
