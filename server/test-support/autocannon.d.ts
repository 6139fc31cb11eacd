// Minimal typings for the parts of autocannon 8 the tests and the bench use (the package ships none).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path: string;
      headers?: Record<string, string>;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      requests?: Request[];
    }
    interface Result {
      requests: { total: number; average: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
      timeouts: number;
    }
    interface Instance {
      stop(): void;
      on(event: 'response', listener: (...args: unknown[]) => void): this;
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export = autocannon;
}
