// An origin written out in words. Every origin looks the same: the words carry the meaning, never a colour.
import { ORIGIN_WORDS, type FactOrigin } from "@/lib/site/origins";

export function OriginLabel({ origin }: { origin: FactOrigin }) {
  const words = ORIGIN_WORDS[origin];
  return (
    <span className="origin" title={words.meaning}>
      {words.label}
    </span>
  );
}
