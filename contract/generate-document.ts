import { Validator, type Schema } from '@cfworker/json-schema'
import { contractCheckOf, firstProblem, inlineRefs } from '@mock-server/runtime/contract-check'
import { buildDocument } from './build-document'
import { namedSchemas, operations } from './calls'
import { harvestExamples } from './harvest-examples'
import { operationName, type Operation } from './operation'

type Document = Parameters<typeof contractCheckOf>[0]

/**
 * The document as `npm run contract:generate` writes it: built from the call list and the app's zod
 * schemas, with the mock's answers as examples. Fails, naming the call, when an example breaks the
 * document: an answer the mock gives for it, or a request the app's own fetcher sends.
 */
export async function generateDocument(): Promise<Record<string, unknown>> {
  const { examples, failures } = await harvestExamples(operations)
  const document = buildDocument(operations, namedSchemas, examples)
  const contract = contractCheckOf(document as unknown as Document)
  const problems: string[] = []
  for (const operation of operations) {
    const example = examples[operation.operationId]
    if (!example) continue
    const call = `${operationName(operation)} (${operation.operationId})`
    const requestProblem = problemWithRequest(
      document as unknown as Document,
      operation.path,
      operation.method,
      example.request,
    )
    if (requestProblem) problems.push(`${call}: the request the app sends breaks the contract: ${requestProblem}`)
    const queryProblem = problemWithQuery(document as unknown as Document, operation, example.query ?? [])
    if (queryProblem) problems.push(`${call}: the query the app sends breaks the contract: ${queryProblem}`)
    if (example.status !== operation.answer.status) {
      problems.push(
        `${call}: the mock answered the example with ${example.status}, the contract says ${operation.answer.status}`,
      )
      continue
    }
    const problem = contract.problemWith({
      service: operation.service,
      method: operation.method,
      path: operation.path,
      status: example.status,
      contentType: 'contentType' in operation.answer ? operation.answer.contentType : 'application/json',
      body: example.answer === undefined ? '' : JSON.stringify(example.answer),
    })
    if (problem) problems.push(`${call}: the mock's answer breaks the contract: ${problem}`)
  }
  problems.push(...failures)
  if (problems.length > 0) throw new Error(`The contract cannot be generated:\n${problems.join('\n')}`)
  return document
}

/** The query parameters sent against the document's: each required one there, none it does not name. */
function problemWithQuery(document: Document, operation: Operation, sent: string[]): string | undefined {
  const parameters = ((document.paths[operation.path]?.[operation.method.toLowerCase()] as { parameters?: unknown[] })
    ?.parameters ?? []) as { name?: string; in?: string; required?: boolean }[]
  const query = parameters.filter((parameter) => parameter.in === 'query')
  const missing = query.find((parameter) => parameter.required && !sent.includes(parameter.name ?? ''))
  if (missing) return `the required parameter "${missing.name}" is missing`
  // Unleash's client adds its context (sessionId, …) beyond what the contract names.
  const unknown = sent.find((name) => !query.some((parameter) => parameter.name === name))
  return unknown && operation.service !== 'unleash' ? `the contract has no parameter "${unknown}"` : undefined
}

/** The request body against the document's: what the app's fetcher sent in the example. */
function problemWithRequest(document: Document, path: string, method: string, body: unknown): string | undefined {
  const operation = document.paths[path]?.[method.toLowerCase()] as
    { requestBody?: { content: Record<string, { schema: unknown }> } } | undefined
  const schema = operation?.requestBody?.content['application/json']?.schema
  if (!schema) return body === undefined ? undefined : 'the document says this call has no body'
  const result = new Validator(inlineRefs(schema, document) as Schema, '2020-12', false).validate(body)
  return result.valid ? undefined : firstProblem(result.errors)
}
