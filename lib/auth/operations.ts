// The named operations a scoped token can be minted for: the vocabulary lives on the ground floor.
export { SCOPED_OPERATION_NAMES, SCOPED_OPERATIONS, type ScopedOperation, type ServerOperation } from "@/lib/vocabulary/scoped-operations";
