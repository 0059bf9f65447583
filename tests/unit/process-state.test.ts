// The one hand-off between the copies of lib/ in a process (lib/platform/process-state.ts): a value set through
// one copy of the module is read through another, and no other module keeps state on globalThis.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { forgetProcessState, processSlot } from "@/lib/platform/process-state";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === "generated" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

afterEach(() => forgetProcessState());

describe("process state", () => {
  it("is shared by two copies of the module, as Next's bundle and the harness share it", async () => {
    // A query string makes vitest load the file again as a module of its own: a second copy, like a second graph.
    const second = "@/lib/platform/process-state.ts?copy";
    const copy = (await import(/* @vite-ignore */ second)) as typeof import("@/lib/platform/process-state");
    expect(copy.processSlot).not.toBe(processSlot);
    processSlot<string>("witness-world").value = "set by one copy";
    expect(copy.processSlot<string>("witness-world").value).toBe("set by one copy");
    copy.forgetProcessState();
    expect(processSlot<string>("witness-world").value).toBeUndefined();
  });

  it("keeps a null apart from an empty slot, and setting undefined empties it", () => {
    const redis = processSlot<object | null>("redis");
    expect(redis.value).toBeUndefined();
    redis.value = null;
    expect(redis.value).toBeNull();
    redis.value = undefined;
    expect(redis.value).toBeUndefined();
  });

  it("is the only module of lib/, app/ and the middleware that keeps anything on globalThis", () => {
    const offenders = [...sourceFiles("lib"), ...sourceFiles("app"), "middleware.ts"]
      .filter((f) => f !== "lib/platform/process-state.ts")
      .filter((f) => /\bglobalThis\b|Symbol\.for\(/.test(readFileSync(path.join(root, f), "utf8")));
    expect(offenders).toEqual([]);
  });
});
