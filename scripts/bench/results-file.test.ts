import { mergeResults } from './results-file';

const OLD = [
  '# Benchmark: vm, 2026-11-22 03:34 UTC\n\n- Machine: vm',
  '## Lighthouse\n\nold lighthouse table',
  '## Build scaling\n\nold build table',
].join('\n\n');

describe('mergeResults', () => {
  it('writes a full run as it is', () => {
    const fresh = ['# Benchmark: vm, 2026-11-23 10:00 UTC', '## Lighthouse\n\nnew'];
    expect(mergeResults(null, fresh)).toBe(`${fresh.join('\n\n')}\n`);
  });

  it('replaces the measured section and marks the kept ones with their earlier run', () => {
    const merged = mergeResults(OLD, [
      '# Benchmark: vm, 2026-11-23 10:00 UTC',
      '## Build scaling\n\nnew build table',
      '## Server\n\nnew server table',
    ]);
    expect(merged).toBe(
      [
        '# Benchmark: vm, 2026-11-23 10:00 UTC',
        '## Lighthouse\n\n_Measured in an earlier run: vm, 2026-11-22 03:34 UTC._\n\nold lighthouse table',
        '## Build scaling\n\nnew build table',
        '## Server\n\nnew server table',
      ].join('\n\n') + '\n',
    );
  });

  it('does not mark a kept section twice', () => {
    const once = mergeResults(OLD, ['# Benchmark: vm, day 2', '## Server\n\ns']);
    const twice = mergeResults(once, ['# Benchmark: vm, day 3', '## Server\n\ns2']);
    expect(twice.match(/earlier run/g)).toHaveLength(2);
    expect(twice).toContain('_Measured in an earlier run: vm, 2026-11-22 03:34 UTC._');
  });

  it('replaces each section of a part that holds several, without keeping older copies', () => {
    const withEdge = `${OLD}\n\n## Server\n\nold server\n\n## Edge\n\nold edge\n`;
    const merged = mergeResults(withEdge, [
      '# Benchmark: vm, day 2',
      '## Server\n\nnew server\n\n## Edge\n\nnew edge',
    ]);
    expect(merged.match(/^## Edge$/gm)).toHaveLength(1);
    expect(merged).toContain('## Server\n\nnew server\n\n## Edge\n\nnew edge\n');
    expect(merged).not.toContain('old edge');
  });

  it('keeps a section that an older file holds twice once', () => {
    const twice = `${OLD}\n\n## Edge\n\nedge 2\n\n## Edge\n\nedge 1\n`;
    const merged = mergeResults(twice, ['# Benchmark: vm, day 2', '## Server\n\ns']);
    expect(merged.match(/^## Edge$/gm)).toHaveLength(1);
    expect(merged).toContain('edge 2');
    expect(merged).not.toContain('edge 1');
  });
});
