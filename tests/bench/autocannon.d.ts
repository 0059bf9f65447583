// The part of autocannon's API the benches use (the package ships no types of its own).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Result {
    requests: { average: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
