/**
 * Where the app's log lines go: gathered over one turn of the event loop and handed to the target
 * in one write. pino's own destination (sonic-boom) appends each line to a pending string while a
 * write is under way and measures that whole string's byte length again for every line, which
 * flattens it each time: half the access log's cost, and the access log was an eighth of a cheap
 * request's time (docs/PERFORMANCE.md). Here a line costs an array push; the lines of a turn are
 * joined once.
 *
 * Nothing is lost on the way out: the lines still pending are written when the process exits
 * (`process.stdout` writes synchronously to files and pipes on Linux at that point), and by
 * `flush()` for a caller that closes earlier.
 */

/** What the lines are written to: `process.stdout`, or any stream. */
export interface LogTarget {
  write(chunk: string): unknown;
}

export interface LogStream {
  /** pino calls this with each line, its newline included. */
  write(line: string): void;
  /** Writes what is pending now. */
  flush(): void;
}

/**
 * A stream that writes to `target` once per turn of the event loop (`schedule`, setImmediate by
 * default: after the turn's I/O callbacks, so every answer sent in a turn shares one write).
 */
export function batchedLogStream(
  target: LogTarget,
  schedule: (flush: () => void) => void = setImmediate,
): LogStream {
  let pending: string[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    target.write(chunk);
  }

  return {
    write(line) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    flush,
  };
}

let stdout: LogStream | undefined;

/** The process's one stream to standard output, flushed when the process exits. */
export function stdoutLogStream(): LogStream {
  if (!stdout) {
    const stream = batchedLogStream(process.stdout);
    process.on('exit', stream.flush);
    stdout = stream;
  }
  return stdout;
}
