// How a fact is named, in one place: a category and a key, each lower-case letters and digits in words
// joined by single hyphens (at most 64 characters), written together as `category/key` where one string
// names a fact (withheldContested, guard policies, `svc declare --fact`). Enforced where facts come in
// (the company declaration) and published as a pattern in the JSON Schemas.
export const FACT_NAME_PART_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FACT_NAME_PART_MAX = 64;
export const FACT_PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FACT_NAME_RULE = "lower-case letters and digits in words joined by single hyphens, at most 64 characters";
