// Runs the receiver recipes exactly as docs/events.md prints them (between `<!-- recipe: name -->` and the end
// of the fenced block after it) on recorded deliveries: each case is the raw body, the headers and the
// key or secret; the answer is what the recipe returned.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Received } from "@/tests/helpers/event-receiver";

export function recipe(name: string): string {
  const doc = readFileSync(path.resolve("docs/events.md"), "utf8");
  const m = doc.match(new RegExp(`<!-- recipe: ${name} -->\\n\\n?\`\`\`[a-z]+\\n([\\s\\S]*?)\\n\`\`\``));
  if (!m) throw new Error(`docs/events.md has no recipe ${name}`);
  return m[1]!;
}

export interface RecipeCase {
  delivery: Received;
  /** Endpoint secret or alert key. */
  key: string;
  /** The receiver's clock, Unix seconds. */
  now: number;
}

function cases(list: RecipeCase[]): string {
  return JSON.stringify(
    list.map((c) => ({
      body: c.delivery.raw.toString("base64"),
      signature: c.delivery.headers["x-svc-signature"] ?? "",
      timestamp: c.delivery.headers["x-svc-timestamp"] ?? "",
      key: c.key,
      now: c.now,
    })),
  );
}

/** [endpoint recipe verdict, alert recipe verdict] per case, from the JavaScript recipes. */
export function runJs(list: RecipeCase[]): [boolean, boolean][] {
  const dir = mkdtempSync(path.join(tmpdir(), "recipe-js-"));
  writeFileSync(path.join(dir, "endpoint.mjs"), recipe("endpoint-js"));
  writeFileSync(path.join(dir, "alert.mjs"), recipe("alert-js"));
  writeFileSync(path.join(dir, "cases.json"), cases(list));
  writeFileSync(
    path.join(dir, "run.mjs"),
    `import { readFileSync } from "node:fs";
import { verifyEndpoint } from "./endpoint.mjs";
import { verifyAlert } from "./alert.mjs";
const cases = JSON.parse(readFileSync(new URL("./cases.json", import.meta.url), "utf8"));
console.log(JSON.stringify(cases.map((c) => {
  const raw = Buffer.from(c.body, "base64");
  return [verifyEndpoint(raw, c.signature, c.key), verifyAlert(raw, c.timestamp, c.signature, c.key, c.now)];
})));`,
  );
  return JSON.parse(execFileSync(process.execPath, [path.join(dir, "run.mjs")], { encoding: "utf8" }));
}

/** The same from the Python recipes. */
export function runPython(list: RecipeCase[]): [boolean, boolean][] {
  const dir = mkdtempSync(path.join(tmpdir(), "recipe-py-"));
  writeFileSync(path.join(dir, "cases.json"), cases(list));
  writeFileSync(
    path.join(dir, "run.py"),
    `${recipe("endpoint-py")}\n\n${recipe("alert-py")}\n\nimport base64, json, sys\ncases = ` +
      `json.load(open(sys.argv[1]))\nprint(json.dumps([[verify_endpoint(base64.b64decode(c["body"]), c["signature"], c["key"]), ` +
      `verify_alert(base64.b64decode(c["body"]), c["timestamp"], c["signature"], c["key"], c["now"])] for c in cases]))\n`,
  );
  return JSON.parse(execFileSync("python3", [path.join(dir, "run.py"), path.join(dir, "cases.json")], { encoding: "utf8" }));
}

const GO_MAIN =
  `package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"time"

	"recipes/receiver"
)

type recipeCase struct {
	Body      string \`json:"body"\`
	Signature string \`json:"signature"\`
	Timestamp string \`json:"timestamp"\`
	Key       string \`json:"key"\`
	Now       int64  \`json:"now"\`
}

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var cases []recipeCase
	if err := json.Unmarshal(data, &cases); err != nil {
		panic(err)
	}
	out := make([][2]bool, 0, len(cases))
	for _, c := range cases {
		raw, err := base64.StdEncoding.DecodeString(c.Body)
		if err != nil {
			panic(err)
		}
		out = append(out, [2]bool{receiver.VerifyEndpoint(raw, c.Signature, c.Key), ` +
  `receiver.VerifyAlert(raw, c.Timestamp, c.Signature, c.Key, time.Unix(c.Now, 0))})
	}
	printed, _ := json.Marshal(out)
	fmt.Println(string(printed))
}
`;

/** Whether a Go toolchain is on PATH (CI installs Debian's golang-go and sets REQUIRE_GO=1). */
export function goAvailable(): boolean {
  try {
    execFileSync("go", ["version"], { encoding: "utf8" });
    return true;
  } catch {
    return false;
  }
}

/** The same from the Go recipes: a module with the two recipe files as package receiver, standard library only. */
export function runGo(list: RecipeCase[]): [boolean, boolean][] {
  const dir = mkdtempSync(path.join(tmpdir(), "recipe-go-"));
  mkdirSync(path.join(dir, "receiver"));
  writeFileSync(path.join(dir, "go.mod"), "module recipes\n\ngo 1.19\n");
  writeFileSync(path.join(dir, "receiver", "endpoint.go"), recipe("endpoint-go"));
  writeFileSync(path.join(dir, "receiver", "alert.go"), recipe("alert-go"));
  writeFileSync(path.join(dir, "main.go"), GO_MAIN);
  writeFileSync(path.join(dir, "cases.json"), cases(list));
  // Offline: the recipes use the standard library only; the build cache stays in the temporary directory.
  const env = {
    ...process.env,
    GOCACHE: path.join(dir, ".cache"),
    GOPATH: path.join(dir, ".gopath"),
    GOFLAGS: "-mod=mod",
    GOPROXY: "off",
    GOTOOLCHAIN: "local",
  };
  return JSON.parse(execFileSync("go", ["run", ".", path.join(dir, "cases.json")], { cwd: dir, env, encoding: "utf8" }));
}

/** A copy of a delivery with one byte of the body changed. */
export function tampered(r: Received): Received {
  const raw = Buffer.from(r.raw);
  raw[Math.floor(raw.length / 2)] ^= 1;
  return { ...r, raw };
}
