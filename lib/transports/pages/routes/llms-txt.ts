// GET /llms.txt – the service, its boundary and its interfaces, for language models.
import { llmsTxtRoute } from "@/lib/transports/pages/routes/llms-txt.contract";
import { route } from "@/lib/http/route";
import { text } from "@/lib/http/respond";
import { llmsTxt } from "@/lib/transports/pages/llms-txt";
import { publicUrls } from "@/lib/site/urls";

export const GET = route(llmsTxtRoute, async () => text(llmsTxt(publicUrls()), "text/plain; charset=utf-8"));
