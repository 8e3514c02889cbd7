/**
 * Before every unit test file, in every worker: passwords hash at the tests' low cost, so a
 * sign-in costs a test its database work and not a quarter second of a core (decision 319).
 * A file that changes the cost changes it back; this puts it back anyway for the next file.
 */
import { hashAtTestCost } from './hashing';

hashAtTestCost();
