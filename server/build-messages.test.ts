import { describeRecord } from './build-messages';

describe('describeRecord', () => {
  it("shows an outside source's own sentence as it wrote it (the score card names its row)", () => {
    expect(
      describeRecord(
        {
          endpoint: 'score card',
          row: 14,
          field: 'district',
          reason: 'Score card: row 14 has no district, skipped',
          message: 'Score card: row 14 has no district, skipped',
        } as never,
        'was not published',
      ),
    ).toBe('Score card: row 14 has no district, skipped');
  });

  it('still words an API record by its kind, title and uuid', () => {
    expect(
      describeRecord(
        {
          endpoint: '/articles',
          uuid: 'u1',
          title: 'Walk',
          field: 'title',
          reason: 'title is empty',
        },
        'was not published',
      ),
    ).toBe("Article 'Walk' (uuid u1) was not published: its title (title) is empty");
  });
});
