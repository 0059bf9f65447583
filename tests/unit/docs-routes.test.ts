// Every route of the route table (ALL_ROUTES, which the OpenAPI documents and /interfaces.json are built
// from) is named in the API document of its host, as `METHOD /path`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { API_DOCS, routeName } from "@/tests/docs/api-reference";

describe("the API docs name every route", () => {
  it.each(Object.entries(API_DOCS))("%s host: %s", (host, file) => {
    const text = readFileSync(file, "utf8");
    const routes = ALL_ROUTES.filter((r) => r.host === host);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.map(routeName).filter((name) => !text.includes(name))).toEqual([]);
  });
});
