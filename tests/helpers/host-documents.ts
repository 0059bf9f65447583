// Both OpenAPI documents as an app serves them: the web host's /openapi.json and the API host's /openapi.yaml.
import { parse } from "yaml";
import type { TestApp } from "@/tests/helpers/app";

export type HostDocuments = Record<"web" | "api", any>;

export async function hostDocuments(app: TestApp): Promise<HostDocuments> {
  return { web: (await app.web.get("/openapi.json")).body, api: parse((await app.web.get("/openapi.yaml")).text) };
}
