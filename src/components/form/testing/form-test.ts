import type { RequestHandler } from 'msw';
import { mockClock } from './mock-clock';
import { setupTestApi } from './test-api';
import { clearToasts } from './toasts';

/**
 * The set-up every form test file opens with: the test API with these handlers, a clock
 * the test moves (past the bot guard's fill time), and no toast left for the next test.
 * Import './web-streams' first in the test file, before msw loads.
 */
export const setupFormTest = (...handlers: RequestHandler[]) => {
  // Typing with user-event is slow on a busy machine.
  jest.setTimeout(20_000);
  const api = setupTestApi(...handlers);
  let current: ReturnType<typeof mockClock> | null = null;
  beforeEach(() => {
    current = mockClock();
  });
  afterEach(async () => {
    current?.restore();
    current = null;
    await clearToasts();
  });
  const now = () => {
    if (!current) throw new Error('The form-test clock runs only inside a test');
    return current;
  };
  const clock = {
    advance: (ms: number) => now().advance(ms),
    passFillTime: () => now().passFillTime(),
  };
  return { api, clock };
};
