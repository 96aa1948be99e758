import { DEMO_LOGIN, DEMO_PASSWORD, DEBTOR_LOGIN, DEBTOR_PASSWORD } from '../src/mocks/db/seed/accounts.ts';
import { setOpenEveryDay } from '../src/mocks/db/present-catalog.ts';
import { DATASET_NAMES } from '../src/mocks/db/seed/types.ts';
import { isScenario, setScenario } from '../src/mocks/scenarios.ts';
import { startMockApiServer } from '../src/mocks/server.ts';

// npm run mock-api: the fake supplier backend on a real port, for e2e against the production build
// (build with API_ORIGIN=http://127.0.0.1:8787). Env: MOCK_API_HOST, MOCK_API_PORT, MOCK_SCENARIO
// (the default session's scenario; `/~<session>/` paths have their own, see src/mocks/server.ts),
// MOCK_API_OPEN_EVERY_DAY=1 (no shop closes on its weekly closing day: the e2e suite's server).

const host = process.env.MOCK_API_HOST || '127.0.0.1';
const port = Number(process.env.MOCK_API_PORT || 8787);
const scenario = process.env.MOCK_SCENARIO;
if (scenario) {
  if (!isScenario(scenario)) throw new Error(`MOCK_SCENARIO: unknown scenario ${scenario}`);
  setScenario(scenario);
}

if (process.env.MOCK_API_OPEN_EVERY_DAY === '1') setOpenEveryDay(true);

const server = await startMockApiServer({ host, port });
console.info(
  `Fake supplier API on ${server.url} (datasets: ${DATASET_NAMES.map((name) => `${server.url}/${name}`).join(', ')})`,
);
console.info(
  `Demo shopper: ${DEMO_LOGIN} / ${DEMO_PASSWORD}   debtor account: ${DEBTOR_LOGIN} / ${DEBTOR_PASSWORD}`,
);
if (scenario) console.info(`Scenario: ${scenario}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: stopping mock API`);
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
