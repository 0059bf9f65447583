// The classification table: system descriptions with the findings they must produce. Rule ids and
// articles come from lib/eu-ai-act/rules/v1.json; the expectations here are written by hand from
// Regulation (EU) 2024/1689, so a rule that drifts from the law fails a case.

type Answers = Record<string, string | number>;

export interface ClassificationCase {
  name: string;
  answers: Answers;
  tier: "prohibited" | "cannot_decide" | "high_risk" | "transparency" | "general_purpose" | "minimal";
  /** [rule id, article] of every finding that applies. */
  applies: [string, string][];
  /** rule id → the questions it needs, for every "cannot decide" finding. */
  undecided?: Record<string, string[]>;
}

/** Every question answered "no" (or "none"), as a provider: nothing applies. */
export const NOTHING: Answers = {
  role: "provider",
  subliminal_manipulation: "no",
  exploits_vulnerabilities: "no",
  social_scoring: "no",
  crime_prediction_profiling: "no",
  untargeted_facial_scraping: "no",
  emotion_recognition: "no",
  emotion_recognition_workplace_education: "no",
  biometric_categorisation: "no",
  biometric_categorisation_sensitive: "no",
  remote_biometric_identification: "no",
  realtime_public_law_enforcement: "no",
  annex_iii_area: "none",
  performs_profiling: "no",
  derogation_condition: "none",
  annex_i_product: "no",
  third_party_conformity_assessment: "no",
  interacts_with_people: "no",
  generates_synthetic_content: "no",
  deep_fake: "no",
  general_purpose_model: "no",
};

const withAnswers = (over: Answers, without: string[] = []): Answers => {
  const a = { ...NOTHING, ...over };
  for (const k of without) delete a[k];
  return a;
};

const annexIII = (area: string, point: number): ClassificationCase => ({
  name: `Annex III point ${point} (${area}), no derogation`,
  answers: withAnswers({ annex_iii_area: area }),
  tier: "high_risk",
  applies: [[`annex-iii-${point}`, "Art. 6(2)"]],
});

export const CASES: ClassificationCase[] = [
  { name: "minimal-risk spam filter", answers: NOTHING, tier: "minimal", applies: [["minimal", "Art. 95"]] },
  // Article 5: one per prohibited practice class (a)-(h)
  {
    name: "Art. 5(1)(a) manipulative dark-pattern engine",
    answers: withAnswers({ subliminal_manipulation: "yes" }),
    tier: "prohibited",
    applies: [["art5-1-a", "Art. 5(1)(a)"]],
  },
  {
    name: "Art. 5(1)(b) toy exploiting children's vulnerability",
    answers: withAnswers({ exploits_vulnerabilities: "yes" }),
    tier: "prohibited",
    applies: [["art5-1-b", "Art. 5(1)(b)"]],
  },
  {
    name: "Art. 5(1)(c) social scoring of citizens",
    answers: withAnswers({ social_scoring: "yes" }),
    tier: "prohibited",
    applies: [["art5-1-c", "Art. 5(1)(c)"]],
  },
  {
    name: "Art. 5(1)(d) crime prediction from personality alone",
    answers: withAnswers({ crime_prediction_profiling: "yes" }),
    tier: "prohibited",
    applies: [["art5-1-d", "Art. 5(1)(d)"]],
  },
  {
    name: "Art. 5(1)(e) face database scraped from the web",
    answers: withAnswers({ untargeted_facial_scraping: "yes" }),
    tier: "prohibited",
    applies: [["art5-1-e", "Art. 5(1)(e)"]],
  },
  {
    name: "Art. 5(1)(f) emotion recognition of employees",
    answers: withAnswers({ emotion_recognition: "yes", emotion_recognition_workplace_education: "yes" }),
    tier: "prohibited",
    applies: [
      ["art5-1-f", "Art. 5(1)(f)"],
      ["annex-iii-1", "Art. 6(2)"],
    ],
  },
  {
    name: "Art. 5(1)(g) inferring religion from faces",
    answers: withAnswers({ biometric_categorisation: "yes", biometric_categorisation_sensitive: "yes" }),
    tier: "prohibited",
    applies: [
      ["art5-1-g", "Art. 5(1)(g)"],
      ["annex-iii-1", "Art. 6(2)"],
    ],
  },
  {
    name: "Art. 5(1)(h) live face recognition in a square for the police",
    answers: withAnswers({ remote_biometric_identification: "yes", realtime_public_law_enforcement: "yes" }),
    tier: "prohibited",
    applies: [
      ["art5-1-h", "Art. 5(1)(h)"],
      ["annex-iii-1", "Art. 6(2)"],
    ],
  },
  // Annex III: one per area (points 1-8)
  annexIII("biometrics", 1),
  annexIII("critical_infrastructure", 2),
  {
    name: "Annex III point 3 (education): profiling keeps it high-risk despite a preparatory task (Art. 6(3) last subparagraph)",
    answers: withAnswers({ annex_iii_area: "education", performs_profiling: "yes", derogation_condition: "preparatory_task" }),
    tier: "high_risk",
    applies: [["annex-iii-3", "Art. 6(2)"]],
  },
  annexIII("employment", 4),
  annexIII("essential_services", 5),
  annexIII("law_enforcement", 6),
  annexIII("migration_border", 7),
  annexIII("justice_democracy", 8),
  {
    name: "Art. 6(3) derogation: CV de-duplication as a narrow procedural task, no profiling",
    answers: withAnswers({ annex_iii_area: "employment", derogation_condition: "narrow_procedural_task" }),
    tier: "minimal",
    applies: [["art6-3-derogation", "Art. 6(3)"]],
  },
  {
    name: "Art. 6(1) Annex I: braking assistant in a machine needing third-party assessment",
    answers: withAnswers({ annex_i_product: "yes", third_party_conformity_assessment: "yes" }),
    tier: "high_risk",
    applies: [["art6-1-annex-i", "Art. 6(1)"]],
  },
  {
    name: "Annex I product without third-party assessment is not Art. 6(1)",
    answers: withAnswers({ annex_i_product: "yes" }),
    tier: "minimal",
    applies: [["minimal", "Art. 95"]],
  },
  // Article 50
  {
    name: "Art. 50(1) customer-service chatbot (provider)",
    answers: withAnswers({ interacts_with_people: "yes" }),
    tier: "transparency",
    applies: [["art50-1", "Art. 50(1)"]],
  },
  {
    name: "Art. 50(2) image generator (provider and deployer)",
    answers: withAnswers({ role: "both", generates_synthetic_content: "yes" }),
    tier: "transparency",
    applies: [["art50-2", "Art. 50(2)"]],
  },
  {
    name: "Art. 50(3) shop-floor mood camera outside work settings (deployer): also Annex III point 1",
    answers: withAnswers({ role: "deployer", emotion_recognition: "yes" }),
    tier: "high_risk",
    applies: [
      ["annex-iii-1", "Art. 6(2)"],
      ["art50-3", "Art. 50(3)"],
    ],
  },
  {
    name: "Art. 50(4) deep-fake video ads (deployer)",
    answers: withAnswers({ role: "deployer", deep_fake: "yes" }),
    tier: "transparency",
    applies: [["art50-4", "Art. 50(4)"]],
  },
  {
    name: "chatbot used as a deployer only: Art. 50(1) is the provider's duty",
    answers: withAnswers({ role: "deployer", interacts_with_people: "yes" }),
    tier: "minimal",
    applies: [["minimal", "Art. 95"]],
  },
  // General-purpose models
  {
    name: "general-purpose model above the systemic-risk threshold (5e25 FLOP)",
    answers: withAnswers({ general_purpose_model: "yes", training_compute_flop: 5e25 }),
    tier: "general_purpose",
    applies: [
      ["art53-gpai", "Art. 53"],
      ["art55-gpai-systemic", "Art. 51(2), Art. 55"],
    ],
  },
  {
    name: "general-purpose model below the threshold (1e24 FLOP)",
    answers: withAnswers({ general_purpose_model: "yes", training_compute_flop: 1e24 }),
    tier: "general_purpose",
    applies: [["art53-gpai", "Art. 53"]],
  },
  {
    name: "general-purpose model at exactly 10^25 FLOP is not above it",
    answers: withAnswers({ general_purpose_model: "yes", training_compute_flop: "1e25" }),
    tier: "general_purpose",
    applies: [["art53-gpai", "Art. 53"]],
  },
  // Incomplete answers: cannot decide, never a guess
  {
    name: "general-purpose model with unknown training compute",
    answers: withAnswers({ general_purpose_model: "yes" }),
    tier: "cannot_decide",
    applies: [["art53-gpai", "Art. 53"]],
    undecided: { "art55-gpai-systemic": ["training_compute_flop"] },
  },
  {
    name: "chatbot whose role is not given",
    answers: withAnswers({ interacts_with_people: "yes" }, ["role"]),
    tier: "cannot_decide",
    applies: [],
    undecided: { "art50-1": ["role"] },
  },
  {
    name: "hiring tool: preparatory task, profiling not answered",
    answers: withAnswers({ annex_iii_area: "employment", derogation_condition: "preparatory_task" }, ["performs_profiling"]),
    tier: "cannot_decide",
    applies: [],
    undecided: { "annex-iii-4": ["performs_profiling"], "art6-3-derogation": ["performs_profiling"] },
  },
  {
    name: "remote biometric identification, setting not answered",
    answers: withAnswers({ remote_biometric_identification: "yes" }, ["realtime_public_law_enforcement"]),
    tier: "cannot_decide",
    applies: [["annex-iii-1", "Art. 6(2)"]],
    undecided: { "art5-1-h": ["realtime_public_law_enforcement"] },
  },
];
