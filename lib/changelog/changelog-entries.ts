// The changelog of the service's contracts (spec Part 9): every contract change with its date, newest
// first. A breaking change of a versioned contract is listed here at least 90 days before it takes effect
// (`effective`), with `announced` the day it was listed. Add an entry in the same change as the contract.

export interface ChangelogEntry {
  /** The day the change was announced here (YYYY-MM-DD). */
  announced: string;
  /** The day it takes or took effect (YYYY-MM-DD). */
  effective: string;
  /** Which contract it touches. */
  contract: "network-profile" | "worker" | "web-host";
  breaking: boolean;
  summary: string;
}

export const NOTICE_DAYS = 90;

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "worker",
    breaking: false,
    summary:
      "Witnesses: `svc witness --state <dir> --log-key <vkey>` is an independent C2SP log witness (its own Ed25519 key, " +
      "consistency proven from the tiles before it posts a cosignature/v1 line to `POST /log/cosignature`; a split view " +
      "exits 12 and posts nothing). The Trust Ledger Token response and the verification bundle (`log.cosigned_by`) name the " +
      "cosigners of their checkpoint, as `GET /log` does. `svc verify --witness-key <vkey> --min-witnesses N` refuses a " +
      "checkpoint too few named witnesses cosigned with the new outcome `insufficient_witnesses` (exit 11); `svc verify " +
      "--statement` without a token finds the statement through `GET /log/lookup`. `npm run dev` runs one witness beside the app.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "network-profile",
    breaking: false,
    summary:
      "`witnessLog.checkpoint` adds `cosigned_by` (each witness's name and " +
      "cosignature time) for the checkpoint the statement is included in.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "network-profile",
    breaking: false,
    summary:
      "A claim anyone can check: each verification that makes a workspace a domain's owner, and each suspension of a " +
      "claim, is a statement signed by the witness key (payload `claim: 1`, JSON Schema at " +
      "`/schemas/claim-statement-payload.v1.schema.json`: subject, method, the exact TXT record or file body observed and its " +
      "SHA-256, `verified_at` or `suspended_at`, the workspace's public id `wsp_…`, key id) appended to the statement log as " +
      "entries of a third kind, `claim`. The profile read carries `claim` (the spec 2.3 object) for a company a workspace " +
      "holds by a verified claim, with `claim.verified` `{ method, verified_at, log_index }`; the private 404 of " +
      "`/public/trust/{slug}` carries the same `verified`. New: `GET {api_url}/log/claims/{index}` (the claim's verification bundle) " +
      "and `svc verify --claim <index>` (live, or `--bundle <file> --offline`), which prints the method and the value observed.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "web-host",
    breaking: false,
    summary:
      "`/verify`: paste a Trust Ledger Token, a verification bundle or a statement and read the one " +
      "verifier's outcome and its meaning; the form posts to the same address and works without JavaScript.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "web-host",
    breaking: false,
    summary:
      "Each way of proving control of a domain has its own token: `verification.methods[]` of the company answers gives " +
      "the TXT record's value and the file's content from two fresh random tokens (claims made before keep their token " +
      "for the TXT record and get a new one for the file). Endpoints may subscribe to `record.version`: every version " +
      "of the workspace's company record (published, updated, corrected, withdrawn), its `data` the change feed's entry " +
      "(`event_id`, `kind`, `subject`, `version`, `recorded_at`, `digest`, `previous_digest`, `corrects_version`).",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "web-host",
    breaking: false,
    summary:
      "A buyer asks a published company for a document from its page: `/network/company/{slug}` links to the form " +
      "`/network/company/{slug}/request`, which posts to `POST /api/network/company/{slug}/request-access` (web " +
      "host, same body and answer as the API host's `POST /public/trust/{slug}/request-access`; without JavaScript " +
      "a form post answers 303 back to the form; a company with no published profile is 404 `not_found`). A " +
      "refused form on a workspace company's page (verification, draft, publication) now returns to that page " +
      "rather than `/workspace`, and `verification_failed`'s message names what each method looked up and observed.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "web-host",
    breaking: true,
    summary:
      "A workspace's team and inbox. Roles `owner`, `admin`, `member`, declared on each route's contract: below the role, " +
      "403 `forbidden` naming it. API keys, endpoints, alert destinations (except rotation: owner), knowledge approval and " +
      "connectors now need admin or owner. New: `GET /api/workspace/members`, `POST /api/workspace/invitations` (7-day link; " +
      "409 `invitation_limit` past 50 open), `POST /api/invitations/accept` (403 `invitation_address_mismatch`, 410 " +
      "`invitation_expired` / `invitation_used`), `POST /api/workspace/members/{user_id}/role` and `/remove` (409 `last_owner`), " +
      "`POST /api/workspace/leave`, `POST /api/workspace/ownership`, `GET /api/account/workspaces` and `POST " +
      "/api/account/workspaces/switch`; every signed-in answer names its workspace in a `Workspace` header. The inbox: `GET " +
      "/api/workspace/requests` and `POST /api/workspace/requests/{id}/answer`; the event type `request.received` for endpoints " +
      "and alert destinations. Mail is queued, and production refuses to start without `SMTP_URL` unless `MAIL_TRANSPORT=log`.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "web-host",
    breaking: false,
    summary:
      "Companies join the Network from a workspace: `POST /api/workspace/companies` adds a company by domain (confirmed " +
      "address; public suffixes, IP literals and URLs are 400 naming `domain`; a domain another workspace verified is 409 " +
      "`domain_claimed`), `POST /api/workspace/companies/{slug}/verification` proves control by a DNS TXT record or an HTTPS " +
      "file (422 `verification_failed` lists per method what was looked up and observed), `GET`/`PUT " +
      "/api/workspace/companies/{slug}/facts` read and replace the draft of declared facts, and `POST " +
      "/api/workspace/companies/{slug}/publication` publishes or keeps the record private (409 " +
      "`claim_not_verified` before verification). Claims are re-checked daily and suspended after 7 failed " +
      "days. New pages `/claim/{slug}` and `/workspace/companies/{slug}`; `/dev/world` outside production.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "worker",
    breaking: false,
    summary:
      "UnpublishedProfile (the unclaimed and private 404s of `/public/trust/{slug}`) carries `claim` " +
      "again (`action`, `claim_url` = `{BASE_URL}/claim/{slug}`, `who_can_claim`, `what_changes`), now that " +
      "the claim page exists, and `also_available.outside_in` names the MCP tool `svc_outside_in_read`.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "worker",
    breaking: true,
    summary:
      "A write repeated with an Idempotency-Key whose first request still runs is 429 `busy` with `Retry-After: 1` " +
      "(the Part 7 code for a request like this one still running) instead of 409 `idempotency_in_progress`, which " +
      "is retired; MCP keeps -32000 with `data.error: busy`. An unclaimed profile's `also_available.outside_in` also " +
      "names the MCP tool `svc_outside_in_read`. The worker contract is pre-launch, so this takes effect at once.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "web-host",
    breaking: false,
    summary:
      "Signed-in writes whose Idempotency-Key is still running answer 429 `busy` with `Retry-After: 1` (was " +
      "409 `idempotency_in_progress`), and a re-read asked for while the last one's reading has not landed " +
      "is 429 `busy` with `Retry-After: 5`. `busy` is listed in /api/problems and both OpenAPI documents.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "worker",
    breaking: false,
    summary:
      "One verifier with a closed outcome vocabulary (`valid`, `malformed`, `unknown_key`, `revoked_key`, `invalid_signature`, " +
      "`key_not_yet_valid`, `compromised_key`, `retired_key`, `not_included`, `binding_mismatch`, `subject_mismatch`, `superseded`): " +
      "a statement signature must be exactly `ed25519:` + base64, and a statement taken outside its key's lifetime is refused. " +
      "`/public/keys` adds `compromised_at` and the status `compromised`. The verification bundle carries, for a `statement: 1` " +
      "payload, the check mapping document and the evidence manifest (`{canonicalization, bytes}`, null once pruned) whose SHA-256 " +
      "the statement signs. New: `GET /log/lookup?statement_sha256=`, `GET /public/witness/vectors.json`, " +
      "`/schemas/witness-statement-payload.v1.schema.json`; MCP `svc_verify` " +
      "accepts `check` (a statement on its own) beside `token` and answers `flags`.",
  },
  {
    announced: "2026-11-28",
    effective: "2026-11-28",
    contract: "web-host",
    breaking: false,
    summary:
      "Public pages (a company's page, its Markdown twin and llms.txt, the directory, the home page, a comparison) " +
      "are answered from a page cache until a change they show commits, on every instance. An answer from the " +
      "cache carries a weak `ETag` (`If-None-Match` is answered 304) and `x-page-cache: hit`; the first answer " +
      "after a change says `miss`. Requests with a cookie or credential are always rendered for themselves.",
  },
  {
    announced: "2026-11-26",
    effective: "2026-11-26",
    contract: "web-host",
    breaking: false,
    summary:
      "Companies connect their sources from the workspace: `GET /api/workspace/connectors` lists the connected " +
      "sources (never a token), `POST /api/workspace/connectors` connects GitHub or an evidence document (owner " +
      "or admin; URLs through the SSRF guard; at most 10 per company; `Idempotency-Key`), `POST " +
      "/api/workspace/connectors/{id}/disconnect` removes one; the page `/workspace/connectors` does the same without JavaScript.",
  },
  {
    announced: "2026-11-25",
    effective: "2026-11-25",
    contract: "web-host",
    breaking: false,
    summary:
      "Signed-in writes honour `Idempotency-Key` (a repeat within 24 hours replays the first answer with `Idempotency-Status: " +
      "replayed`; the key with another request is 409 `idempotency_key_reused`). Password, address and two-factor " +
      "changes share the per-account limit of failed proofs with sign-in (429 with Retry-After). Profile, legal and " +
      "directory pages carry the edge-cache times of the limits table. `/api/version` adds `version`, and a development " +
      "server stamps itself `development-<version>+<commit>`. Fact `key` and `category` are published with their pattern.",
  },
  {
    announced: "2026-11-25",
    effective: "2026-11-25",
    contract: "worker",
    breaking: true,
    summary:
      "POST /v1/tokens honours `Idempotency-Key` (a retry gets the same token back), and its `expires_at` is an RFC " +
      "3339 UTC string instead of epoch milliseconds, like every other time the service writes in JSON; `expires_in` " +
      "is unchanged. The route is experimental and the worker contract pre-launch, so this takes effect at once.",
  },
  {
    announced: "2026-11-25",
    effective: "2026-11-25",
    contract: "web-host",
    breaking: false,
    summary:
      "Bad input is refused as a 400 naming the parameter or field before any handler (NUL, lone surrogates, malformed " +
      "percent-encoding, nesting deeper than 32), a method a path does not serve is 405 with Allow, and request lines over 16 KiB " +
      "are 431 `headers_too_large` (a new registry code). This changelog is served at /api/changelog and linked from /api/version.",
  },
  {
    announced: "2026-11-25",
    effective: "2026-11-25",
    contract: "worker",
    breaking: true,
    summary:
      "UnpublishedProfile no longer carries `claim` (its claim_url led to a page that does not exist; claiming is " +
      "not offered yet), and `also_available.outside_in` names the company's own public surface instead of an MCP " +
      "tool that is not served yet. The worker contract is pre-launch (1.0), so this takes effect at once; after " +
      "launch it would get 90 days' notice. POST /v1/tokens refuses unknown body fields like every other strict body.",
  },
  {
    announced: "2026-11-25",
    effective: "2026-11-25",
    contract: "web-host",
    breaking: false,
    summary:
      "/interfaces.json gains the status `planned`: described in the specification, not served yet, so " +
      "listed without a URL (MCP, A2A, webhook channels, profile subscriptions, the CLI, the EU AI Act API).",
  },
  {
    announced: "2026-09-26",
    effective: "2026-09-26",
    contract: "web-host",
    breaking: false,
    summary: "Rollup and compare: `frameworks` is retired and always empty; control rows are never returned.",
  },
  {
    announced: "2026-08-22",
    effective: "2027-03-01",
    contract: "network-profile",
    breaking: true,
    summary:
      "Network profile contract version 1 is withdrawn on 2027-03-01. Until then it is served " +
      "with Deprecation and Sunset headers and a notice in `deprecation`; move to version 2 " +
      "(`Svc-Contract: 2`), which publishes contested facts with every account in `conflicts`.",
  },
  {
    announced: "2026-08-22",
    effective: "2026-08-22",
    contract: "web-host",
    breaking: false,
    summary:
      "Offset pagination on directory search is deprecated in favour of " +
      "`next_cursor` (Deprecation and Link headers; no withdrawal date, no Sunset).",
  },
  {
    announced: "2026-08-22",
    effective: "2026-08-22",
    contract: "worker",
    breaking: false,
    summary:
      "Worker contract version 1.0 (pre-launch) released; GET /public/trust/{slug} is deprecated in favour of the canonical profile read.",
  },
];
