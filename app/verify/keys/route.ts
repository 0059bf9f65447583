// GET /verify/keys: the public keys that verify witness statements, on the web host (same set as {api_url}/public/keys).
export { GET } from "@/lib/witness/routes/verify-keys";
