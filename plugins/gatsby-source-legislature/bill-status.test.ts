import { standingOf } from './bill-status';

const actions = (...steps: Array<[string, string]>) =>
  steps.map(([owner, description]) => ({ owner, description }));

describe('standingOf', () => {
  it('names the committee holding a bill', () => {
    expect(
      standingOf(
        actions(
          ['House', 'House/ 1st reading (Introduced)'],
          ['House Judiciary Committee', 'House/ to standing committee'],
        ),
        null,
        null,
      ),
    ).toEqual({ state: 'inCommittee', committee: 'House Judiciary Committee' });
  });

  it('reads the passage through each chamber and the Governor', () => {
    const passedHouse = actions(['House', 'House/ passed 3rd reading']);
    expect(standingOf(passedHouse, null, null).state).toBe('passedHouse');
    const both = [...passedHouse, ...actions(['Senate', 'Senate/ passed 3rd reading'])];
    expect(standingOf(both, null, null).state).toBe('passedBoth');
    expect(
      standingOf([...both, ...actions(['Governor', 'Governor Signed'])], null, null).state,
    ).toBe('signed');
    expect(standingOf(both, 'Governor Vetoed', 'Governor').state).toBe('vetoed');
  });

  it('is only "introduced" before a committee has it, and "drafting" before that', () => {
    expect(
      standingOf(actions(['House Rules Committee', 'House/ 1st reading (Introduced)']), null, null)
        .state,
    ).toBe('introduced');
    expect(standingOf([], null, null).state).toBe('drafting');
  });
});
