import * as gatsbyNode from './gatsby-node';

describe('gatsby-node', () => {
  it('exposes the five lifecycle APIs the plugin implements', () => {
    expect(Object.keys(gatsbyNode).sort()).toEqual([
      'createResolvers',
      'createSchemaCustomization',
      'onPluginInit',
      'pluginOptionsSchema',
      'sourceNodes',
    ]);
  });

  it('registers every numbered error, each showing the source message', () => {
    const setErrorMap = jest.fn();

    gatsbyNode.onPluginInit({ reporter: { setErrorMap } });

    const errorMap = setErrorMap.mock.calls[0]?.[0] as Record<
      string,
      { text: (context: { sourceMessage: string }) => string; level: string; category: string }
    >;
    expect(Object.keys(errorMap).sort()).toEqual([
      '11000',
      '11001',
      '11002',
      '11003',
      '11004',
      '11005',
    ]);
    for (const entry of Object.values(errorMap)) {
      expect(entry.level).toBe('ERROR');
      expect(entry.text({ sourceMessage: 'GET /rest/pluapi/v1/x failed' })).toContain(
        'GET /rest/pluapi/v1/x failed',
      );
    }
    expect(errorMap['11003']?.category).toBe('USER');
  });
});
