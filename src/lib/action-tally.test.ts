import { addToTally, forgetTally, parseTally, readTallySnapshot } from './action-tally';
import { TALLY_CHANGED, TALLY_KEY, hasTally } from './tally-keys';

const stored = () => JSON.parse(window.localStorage.getItem(TALLY_KEY) ?? 'null');

beforeEach(() => window.localStorage.clear());

describe('the "Your actions" tally', () => {
  it('counts actions with the first and latest day, and nothing else', () => {
    addToTally('actionEmail', new Date(2026, 10, 3, 9));
    addToTally('callTalked', new Date(2026, 10, 5, 23, 30));
    addToTally('actionEmail', new Date(2026, 10, 5, 23, 45));
    expect(stored()).toEqual({
      counts: {
        actionEmail: 2,
        callTalked: 1,
        callVoicemail: 0,
        callNoAnswer: 0,
        sms: 0,
        newsletter: 0,
        volunteer: 0,
        pledge: 0,
      },
      since: '2026-11-03',
      latest: '2026-11-05',
    });
    expect(hasTally()).toBe(true);
  });

  it('tells the page when it changes, and forgets everything on Forget', () => {
    const changed = jest.fn();
    window.addEventListener(TALLY_CHANGED, changed);
    addToTally('sms');
    forgetTally();
    window.removeEventListener(TALLY_CHANGED, changed);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(readTallySnapshot()).toBeNull();
    expect(hasTally()).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '[1,2]'],
    [
      'odd counts',
      '{"counts":{"sms":-3,"volunteer":"9","pledge":1.5,"__proto__":4},"since":"<b>"}',
    ],
  ])('reads stored data that is %s as nothing, and counts on from there', (_name, raw) => {
    window.localStorage.setItem(TALLY_KEY, raw);
    const tally = parseTally(readTallySnapshot());
    expect(Object.values(tally.counts).every((count) => count === 0)).toBe(true);
    expect(tally.since).toBeNull();
    addToTally('volunteer', new Date(2026, 0, 2));
    expect(stored().counts.volunteer).toBe(1);
    expect(stored().since).toBe('2026-01-02');
  });

  it('keeps quiet when storage is blocked', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => addToTally('pledge')).not.toThrow();
    setItem.mockRestore();
    expect(hasTally()).toBe(false);
  });
});
