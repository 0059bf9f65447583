// The company declaration (`/.well-known/svc-declaration.json` on the company's own domain): facts a
// company states about itself, signed with its own Ed25519 key. The service never signs a company's
// claims; it reads this document, checks the signature and records the facts as `company-declared`
// with the key's thumbprint shown.
import { z } from "zod";
import { FACT_NAME_PART_MAX, FACT_NAME_PART_PATTERN, FACT_NAME_RULE } from "@/lib/vocabulary/fact-key";

const slug = z.string().max(FACT_NAME_PART_MAX, `must be ${FACT_NAME_RULE}`).regex(FACT_NAME_PART_PATTERN, `must be ${FACT_NAME_RULE}`);

export const DeclaredFactSchema = z
  .strictObject({
    category: slug,
    key: slug,
    label: z.string().min(1).max(200),
    value: z.string().min(1).max(2000),
  })
  .meta({ id: "DeclaredFact" });

export const DeclarationPublicKeySchema = z
  .strictObject({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })
  .meta({ id: "DeclarationPublicKey", description: "The company's own public key (JWK), never the service's." });

export const DeclarationSignatureSchema = z
  .strictObject({
    alg: z.literal("Ed25519"),
    canonicalization: z.literal("RFC8785"),
    key_thumbprint: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .describe("RFC 7638 SHA-256 thumbprint of `key`."),
    value: z
      .string()
      .regex(/^ed25519:[A-Za-z0-9+/]{86}==$/)
      .describe("`ed25519:` + base64 of the signature over the RFC 8785 form of the document without `signature`."),
  })
  .meta({ id: "DeclarationSignature" });

export const DeclarationSchema = z
  .strictObject({
    declaration_version: z.literal(1),
    domain: z.string().min(3).max(253).describe("The domain that hosts this document; the declaration speaks only for it."),
    issued_at: z.iso.datetime(),
    facts: z.array(DeclaredFactSchema).max(200),
    key: DeclarationPublicKeySchema,
    signature: DeclarationSignatureSchema.optional().describe("Absent until `svc declare sign`."),
  })
  .meta({ id: "CompanyDeclaration" });

export type Declaration = z.infer<typeof DeclarationSchema>;
