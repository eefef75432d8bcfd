import { useTestPasswordCost } from '../../db/password.ts';

// Every test file: accounts the tests create hash their passwords at the test cost (db/password.ts).
useTestPasswordCost();
