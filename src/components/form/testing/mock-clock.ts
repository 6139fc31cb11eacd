import { MIN_FILL_MS } from '../use-bot-guard';

/**
 * Lets a test move Date.now forward, e.g. past the bot guard's minimum fill time,
 * without fake timers (which would fight with user-event and msw).
 */
export const mockClock = () => {
  const realNow = Date.now.bind(Date);
  let offset = 0;
  const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  return {
    advance: (ms: number) => {
      offset += ms;
    },
    /** Moves past the bot guard's minimum fill time: the visitor took their time. */
    passFillTime: () => {
      offset += MIN_FILL_MS + 1;
    },
    restore: () => spy.mockRestore(),
  };
};
