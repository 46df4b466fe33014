/** Lines of a streamed response body (NDJSON), each handed out as soon as it has arrived whole. */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let ended = false;
  try {
    while (!ended) {
      const { done, value } = await reader.read();
      ended = done;
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.trim()) yield line;
    }
    if (pending.trim()) yield pending;
  } finally {
    // A reader that stopped early lets the connection go.
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
