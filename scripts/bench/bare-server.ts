import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// The physical limit of an answer: a bare node:http server that sends the given bytes with the
// given headers to every request. Started by throughput.ts as its own process, like the portal.
// Arguments: the file with the body, the headers as JSON. Prints the port once it listens.

const [bodyFile = "", headersJson = "{}"] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { ...(JSON.parse(headersJson) as Record<string, string>), "content-length": String(body.length) };
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(typeof address === "object" && address ? address.port : 0);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
