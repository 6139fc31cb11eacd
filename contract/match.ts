import { ENDPOINTS, type Endpoint, type EndpointName } from './endpoints';
import { ID_SEGMENT } from './fields';

const pathMatches = (pattern: string, apiPath: string): boolean => {
  const expected = pattern.split('/');
  const actual = apiPath.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, index) => {
      const segment = actual[index] ?? '';
      return part.startsWith(':') ? ID_SEGMENT.test(segment) : part === segment;
    })
  );
};

/** The endpoints whose path pattern matches a still-encoded path after the API prefix. */
export const endpointsAt = (apiPath: string): Array<[EndpointName, Endpoint]> =>
  (Object.entries(ENDPOINTS) as Array<[EndpointName, Endpoint]>).filter(([, endpoint]) =>
    pathMatches(endpoint.path, apiPath),
  );

/** Fills a path pattern's `:name` segments, encoded so a value cannot change the path. */
export const pathOf = (name: EndpointName, params: Record<string, string | number> = {}): string =>
  ENDPOINTS[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
