// A promise that gives up waiting: `work`, or a rejection with code ETIMEOUT once `ms` have passed. The work
// itself is not cancelled (a DNS lookup or an embedded database cannot be); the caller stops waiting for it.
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("no answer within the deadline"), { code: "ETIMEOUT" })), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
