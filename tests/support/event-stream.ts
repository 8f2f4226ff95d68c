export { openEventStream, type OpenEventStream, type StreamEvent } from "../../scripts/lib/event-stream-client.ts";
