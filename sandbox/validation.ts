import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { checkRequest, ContractError, ENDPOINTS, type EndpointName } from '../contract';

// Request bodies are checked against the contract (types, allowed values); the sandbox
// adds only what the contract leaves to the provider: required text must not be blank.
// Messages name the fields, so a failing site test says exactly what the site forgot to send.

/** Text fields the provider accepts blank; every other text field of a request is required. */
const MAY_BE_BLANK: Partial<Record<EndpointName, string[]>> = { saveALife: ['comments'] };

const blankFields = (name: EndpointName, body: Record<string, unknown>): string[] => {
  const schema = (ENDPOINTS[name] as { request?: v.ObjectSchema<v.ObjectEntries, undefined> })
    .request;
  return Object.keys(schema?.entries ?? {}).filter((key) => {
    const value = body[key];
    return typeof value === 'string' && value.trim() === '' && !MAY_BE_BLANK[name]?.includes(key);
  });
};

/** What is wrong with a request body, or undefined when the provider would take it. */
function requestProblem(name: EndpointName, body: unknown): string | undefined {
  const problems = checkRequest(name, body);
  if (problems.length > 0) return new ContractError(problems).message;
  const blank = blankFields(name, body as Record<string, unknown>);
  if (blank.length > 0) return `Please fill in the required fields: ${blank.join(', ')}.`;
  return undefined;
}

/**
 * The route's own preHandler. Fastify runs it after the API's hooks, so an injected fault
 * answers first, whatever the body: a test can fail a call without sending a valid one.
 */
export const checkBody =
  (name: EndpointName) => async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = requestProblem(name, request.body);
    if (problem) return reply.code(400).send({ [ENDPOINTS[name].errorField]: problem });
  };
