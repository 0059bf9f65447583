// Keys derived from MASTER_KEY with HKDF-SHA256, each under a label of its own: every instance derives the
// same key with no key file or extra variable to share, and rotating MASTER_KEY rotates them all. A derived
// key is kept per process and derived again when MASTER_KEY changes (tests set a new one).
import { createPrivateKey, hkdfSync, type KeyObject } from "node:crypto";
import { processSlot, type SlotName } from "@/lib/platform/process-state";
import { secret } from "@/lib/platform/secrets";

// PKCS#8 DER header of an Ed25519 private key (RFC 8410 §7); the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

/** 32 bytes derived from `master` (hex) under `label`. */
export function derivedBytes(label: string, master = secret("MASTER_KEY")): Buffer {
  return Buffer.from(hkdfSync("sha256", Buffer.from(master, "hex"), Buffer.alloc(0), label, 32));
}

/** The Ed25519 private key whose seed is derived from `master` under `label`. */
export function derivedEd25519Key(label: string, master: string): KeyObject {
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, derivedBytes(label, master)]), format: "der", type: "pkcs8" });
}

type Slot<T> = { master: string; key: Promise<T> };

/** `derive(MASTER_KEY)`, computed once per process in slot `name` and again when MASTER_KEY changes. */
export function perMasterKey<T>(name: SlotName, derive: (master: string) => Promise<T>): Promise<T> {
  const master = secret("MASTER_KEY");
  const slot = processSlot<Slot<T>>(name);
  if (slot.value?.master === master) return slot.value.key;
  const key = derive(master);
  slot.value = { master, key };
  return key;
}
