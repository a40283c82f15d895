// Vitest's setup for every test file.
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give a screen 5 s, not the library's 1 s: on a busy two-core CI
// machine (the PostgreSQL suite runs beside these tests) a screen's first data can take over a
// second to arrive, and a test would fail that a buyer would never see fail.
configure({ asyncUtilTimeout: 5000 });
