// What other features use of sharing: the links and their openings, and the journal as FHIR, for
// the person's own export.
export { readShareLinkExport } from './share-links.service.ts';
export { readOwnBundle } from './shared-fhir.ts';
