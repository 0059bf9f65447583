// POST /api/auth/confirm-email – follow a mailed link: confirm the address or complete an address change.
import { confirmEmailRoute } from "@/lib/auth/routes/confirm-email.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { answer, publicFormRoute } from "@/lib/http/session-route";
import { confirmEmail } from "@/lib/auth/confirm-email";

export const POST = publicFormRoute(confirmEmailRoute, { page: "/confirm-email" }, async (ctx) => {
  const result = await confirmEmail(await getDb(), ctx.body.token);
  if (!result.ok) {
    const message =
      result.reason === "address_taken"
        ? "That address now belongs to another account."
        : "The link is unknown, used or expired. Ask for a new one.";
    throw new ApiError("invalid_request", { message, errors: [{ in: "body", name: "token", message }] });
  }
  return answer(
    ctx.req,
    { confirmed: true, purpose: result.purpose, email: result.email },
    { page: "/sign-in", notice: "Address confirmed. You can sign in." },
  );
});
