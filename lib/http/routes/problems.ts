// GET /api/problems – the error registry: every code, its status, whether retrying helps, what to do next.
import { problemsRoute } from "@/lib/http/routes/problems.contract";
import { listProblems } from "@/lib/http/problems";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(problemsRoute, async () => json(listProblems()));
