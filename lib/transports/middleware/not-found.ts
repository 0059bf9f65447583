import { NextResponse } from "next/server";

/** The JSON 404 either host gives for a path it does not serve. */
export function notFoundJson(message: string): NextResponse {
  return NextResponse.json({ error: "not_found", message }, { status: 404, headers: { "cache-control": "no-store" } });
}
