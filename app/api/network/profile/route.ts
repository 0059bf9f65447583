// GET /api/network/profile: the handler is in lib/, where our own server's hot reads use it too.
export { GET } from "@/lib/network/profile/profile-route";
