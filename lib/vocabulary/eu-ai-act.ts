// The closed vocabularies of the EU AI Act automation API (Regulation (EU) 2024/1689): the questionnaire,
// finding kinds, tiers, disclosure duties, obligation states, change kinds and event types. No imports.

/** Free-text details that describe a system; stored and shown, never used to decide anything. */
export const EU_DETAIL_FIELDS = ["intended_purpose", "sector", "users", "deployment", "data"] as const;
/** @public A closed vocabulary's type is part of its interface, used or not. */
export type EuDetailField = (typeof EU_DETAIL_FIELDS)[number];

export const YES_NO = ["yes", "no"] as const;

export const EU_ROLES = ["provider", "deployer", "both"] as const;

/** Annex III points 1 to 8, and `none`. */
export const ANNEX_III_AREAS = [
  "none",
  "biometrics",
  "critical_infrastructure",
  "education",
  "employment",
  "essential_services",
  "law_enforcement",
  "migration_border",
  "justice_democracy",
] as const;

/** The four conditions of Article 6(3)(a)-(d), and `none`. */
export const DEROGATION_CONDITIONS = [
  "none",
  "narrow_procedural_task",
  "improves_prior_human_activity",
  "detects_patterns_with_human_review",
  "preparatory_task",
] as const;

/**
 * The questions the rules read. Each answer is one of `choices`, or for `number` a non-negative number.
 * A question left out is unanswered: a rule that needs it says "cannot decide: needs <question>".
 */
export const EU_QUESTIONS = {
  role: {
    choices: EU_ROLES,
    label:
      "Your role for this system: provider (you develop it or have it developed and place " +
      "it on the market under your name), deployer (you use it under your authority), or both",
  },
  subliminal_manipulation: {
    choices: YES_NO,
    label:
      "Uses subliminal, purposefully manipulative or deceptive techniques that materially " +
      "distort people's behaviour in a way that causes or is likely to cause significant harm",
  },
  exploits_vulnerabilities: {
    choices: YES_NO,
    label:
      "Exploits vulnerabilities of people due to their age, disability or a specific social or economic " +
      "situation, materially distorting their behaviour in a way likely to cause significant harm",
  },
  social_scoring: {
    choices: YES_NO,
    label:
      "Evaluates or classifies people over time by their social behaviour or personal " +
      "characteristics, with a social score leading to unjustified or unrelated detrimental treatment",
  },
  crime_prediction_profiling: {
    choices: YES_NO,
    label:
      "Assesses or predicts the risk that a person commits a criminal offence " +
      "based solely on profiling or on personality traits and characteristics",
  },
  untargeted_facial_scraping: {
    choices: YES_NO,
    label: "Creates or expands facial recognition databases through untargeted scraping of facial images from the internet or CCTV footage",
  },
  emotion_recognition: {
    choices: YES_NO,
    label: "Identifies or infers emotions or intentions of people from their biometric data (emotion recognition)",
  },
  emotion_recognition_workplace_education: {
    choices: YES_NO,
    label: "Infers emotions of people in a workplace or an education institution, other than for medical or safety reasons",
  },
  biometric_categorisation: {
    choices: YES_NO,
    label:
      "Assigns people to categories on the basis of their biometric data, according to " +
      "sensitive or protected attributes or characteristics (biometric categorisation)",
  },
  biometric_categorisation_sensitive: {
    choices: YES_NO,
    label:
      "Categorises people by biometric data to deduce or infer their race, political opinions, " +
      "trade union membership, religious or philosophical beliefs, sex life or sexual orientation",
  },
  remote_biometric_identification: {
    choices: YES_NO,
    label:
      "Identifies people at a distance by comparing their biometric data with a " +
      "reference database (remote biometric identification; not one-to-one verification)",
  },
  realtime_public_law_enforcement: {
    choices: YES_NO,
    label: "Used for real-time remote biometric identification in publicly accessible spaces for law enforcement",
  },
  annex_iii_area: { choices: ANNEX_III_AREAS, label: "The Annex III area the intended purpose falls in, if any" },
  performs_profiling: { choices: YES_NO, label: "Performs profiling of natural persons (automated evaluation of personal aspects)" },
  derogation_condition: {
    choices: DEROGATION_CONDITIONS,
    label: "Which Article 6(3) condition, if any, the system fulfils without materially influencing the outcome of decisions",
  },
  annex_i_product: {
    choices: YES_NO,
    label: "Is a safety component of a product, or is itself a product, covered by the Union harmonisation legislation listed in Annex I",
  },
  third_party_conformity_assessment: {
    choices: YES_NO,
    label: "That product must undergo a third-party conformity assessment under that Annex I legislation",
  },
  interacts_with_people: { choices: YES_NO, label: "Interacts directly with natural persons (for example a chatbot or voice assistant)" },
  generates_synthetic_content: { choices: YES_NO, label: "Generates synthetic audio, image, video or text content" },
  deep_fake: {
    choices: YES_NO,
    label:
      "Generates or manipulates image, audio or video content that resembles existing " +
      "persons, objects, places or events and would falsely appear authentic (a deep fake)",
  },
  general_purpose_model: {
    choices: YES_NO,
    label:
      "You provide a general-purpose AI model (one that displays significant generality and can perform a wide range of distinct tasks)",
  },
  training_compute_flop: {
    choices: "number",
    label: "Cumulative compute used to train the general-purpose model, in floating-point operations (FLOP)",
  },
} as const;

export type EuQuestion = keyof typeof EU_QUESTIONS;
export const EU_QUESTION_NAMES = Object.keys(EU_QUESTIONS) as [EuQuestion, ...EuQuestion[]];

export const FINDING_KINDS = [
  "prohibited_practice",
  "high_risk_annex_i",
  "high_risk_annex_iii",
  "annex_iii_derogation",
  "transparency",
  "general_purpose_model",
  "general_purpose_model_systemic_risk",
  "minimal",
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/**
 * The system's tier, most severe first. `cannot_decide` outranks every tier but `prohibited`: an open question could still make it worse.
 */
export const EU_TIERS = ["prohibited", "cannot_decide", "high_risk", "transparency", "general_purpose", "minimal"] as const;
export type EuTier = (typeof EU_TIERS)[number];

export const DISCLOSURE_DUTIES = ["chatbot_notice", "synthetic_content_marking", "emotion_recognition_notice", "deep_fake_notice"] as const;
export type DisclosureDuty = (typeof DISCLOSURE_DUTIES)[number];

export const DISCLOSURE_ORIGINS = ["generated", "company-declared"] as const;

export const OBLIGATION_STATES = ["met", "unmet"] as const;
export const OBLIGATION_ROLES = ["provider", "deployer", "any"] as const;

export const CLASSIFICATION_TRIGGERS = ["submitted", "requested", "auto_update"] as const;
export type ClassificationTrigger = (typeof CLASSIFICATION_TRIGGERS)[number];

export const RULE_CHANGE_KINDS = ["added", "removed", "changed"] as const;
export type RuleChangeKind = (typeof RULE_CHANGE_KINDS)[number];

/**
 * Webhook event types of this API, written to the outbox; delivered by the endpoint channel (issue 20).
 * @public
 */
export const EU_EVENT_TYPES = ["eu.rules.changed", "eu.system.reclassified"] as const;
