// Scans a site with the MDN HTTP Observatory (@mdn/mdn-http-observatory) and
// prints the result as JSON: { scan: { grade, score, … }, tests: { name: { result, pass, scoreModifier } } }.
//
//   node deploy/observatory-scan.mjs <package folder> <host> <http port> <https port>
//
// The package's own scan() (and its CLI) fetch http://<host> and https://<host>
// on ports 80 and 443 only: it calls retrieve(host) without the options that
// take the ports. This runs the same steps as scan() in src/scanner/index.js
// (version 1.4.8, algorithm 4) with the ports given: retrieve, every test,
// then the score and grade by the package's own grader.
// Certificates are checked: give the CA to trust in NODE_EXTRA_CA_CERTS. A
// certificate the scanner cannot verify makes it retry unverified and mark the
// redirection and HSTS tests failed, so an A+ also proves the TLS chain.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [packageDir, host, httpPort, httpsPort] = process.argv.slice(2);
if (!packageDir || !host || !httpPort || !httpsPort) {
  console.error("usage: node deploy/observatory-scan.mjs <package folder> <host> <http port> <https port>");
  process.exit(2);
}

const load = (file) => import(pathToFileURL(path.join(packageDir, "src", file)).href);
const { retrieve } = await load("retriever/retriever.js");
const { ALL_TESTS, ALGORITHM_VERSION, NUM_TESTS } = await load("constants.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");

const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
const response = requests.responses.auto;
if (!response) {
  console.log(JSON.stringify({ error: `no answer from ${host} (http ${httpPort}, https ${httpsPort})` }));
  process.exit(1);
}
// As scan(): 2xx, 3xx, 401 and 403 only (a 502 from the proxy is no grade of the site).
if (response.status < 200 || (response.status >= 400 && ![401, 403].includes(response.status))) {
  console.log(JSON.stringify({ error: `${host} answered HTTP ${response.status}` }));
  process.exit(1);
}

let passed = 0;
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  if (output.pass) passed += 1;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[output.constructor.name] = { result: output.result, pass: output.pass, scoreModifier: modifier };
}
// Bonus points count only when the score without them is already an A.
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);

console.log(
  JSON.stringify({
    scan: {
      algorithmVersion: ALGORITHM_VERSION,
      grade,
      score,
      statusCode: response.status,
      testsPassed: passed,
      testsQuantity: NUM_TESTS,
    },
    tests,
  }),
);
