// Values the authorization server and its pages share.
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
// Our resources have no scopes, but the library issues nothing for a grant without one: each resource
// server carries this one internal value, every authorization request is given it (interactions.ts), and
// the `scope` claim is taken out of the access token.
export const INTERNAL_SCOPE = "access";
export const OAUTH_PREFIX = "/oauth";
