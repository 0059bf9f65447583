// What a client must send for the A2A 1.0 method names, said in the agent card and /interfaces.json: the
// SDK version-checks them (validateVersion) and refuses a request without the header.
export const A2A_VERSION_NOTE =
  "Requests with the A2A 1.0 method names (SendMessage, GetTask, ListTasks, CancelTask) must carry the header `A2A-Version: " +
  "1.0`; without it they are refused with JSON-RPC error -32009 (version not supported). The A2A 0.3 names need no header.";
