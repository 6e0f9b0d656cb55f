// autocannon ships no types: the part of its programmatic API that bench/load.ts uses (see its README, "API").
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Worker threads firing the requests (off the calling thread's event loop). */
    workers?: number;
    /** Requests per second from all connections together (per worker): a fixed rate instead of as fast as possible. */
    overallRate?: number;
  }

  /** hdr-histogram-percentiles-obj; latency in ms, requests per second. */
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }

  interface Result {
    latency: Histogram;
    requests: Histogram;
    /** Seconds the run took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  /** Without a callback the returned instance is also a promise of the result. */
  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
}
