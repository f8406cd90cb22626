import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, type RequestHandler } from 'msw'
import { mockClientHeader } from '../handlers/with-service'

/** The Fetch `Request` a Node request stands for (the body streamed, not buffered). */
function toFetchRequest(incoming: IncomingMessage): Request {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item))
    else if (value !== undefined) headers.set(name, value)
  }
  // Who calls, for the throttling per client: the connection's address, never what the caller claims.
  headers.set(mockClientHeader, incoming.socket.remoteAddress ?? 'unknown')
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
  return new Request(url, {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch requires this for a streamed body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Writes a Fetch `Response` to a Node response, every Set-Cookie header on its own line. */
async function writeResponse(answer: Response, outgoing: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = answer.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  outgoing.writeHead(answer.status, answer.statusText, headers)
  if (answer.body) for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) outgoing.write(chunk)
  outgoing.end()
}

/**
 * Answers Node HTTP requests with MSW request handlers, the way msw 3 answers any `Request`
 * (`getResponse`): the standalone mock server is a plain `node:http` server around it.
 * A request no handler answers gets 404.
 */
export function createHandlerListener(handlers: readonly RequestHandler[]) {
  return async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    try {
      const answer = await getResponse([...handlers], toFetchRequest(incoming))
      await writeResponse(answer ?? new Response('Not found', { status: 404 }), outgoing)
    } catch (error) {
      console.error('mock server: a handler failed', error)
      if (!outgoing.headersSent) outgoing.writeHead(500)
      outgoing.end()
    }
  }
}
