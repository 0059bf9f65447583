export { POST } from "@/lib/team/routes/hand-over-ownership";
