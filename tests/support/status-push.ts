export { pushStatus } from "../../scripts/lib/status-push.ts";
