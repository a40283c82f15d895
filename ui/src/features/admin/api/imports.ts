// The catalogue's bulk import: a file sent to be checked, followed while the server works on
// it, then applied.
import { call } from '@/lib/api-client';
import type { ImportStatus } from '@/lib/model';

/** Sends `file` to be checked; the import as it starts. */
export const startImport = (file: File) => call('POST /imports', { query: { name: file.name }, body: file });

export const applyImport = (id: string) => call('POST /imports/{id}/apply', { params: { id } });

export const importStatus = (id: string) => call('GET /imports/{id}', { params: { id } });

/** The imports the shop remembers, newest first. */
export const recentImports = () => call('GET /imports');

/** Whether the server is still working on `status`. */
export const isRunning = (status: ImportStatus) => status.stage === 'checking' || status.stage === 'applying';
