// The contracts with their schemas, as one chunk that forms load after the page shows
// (contract-schemas.ts). Importing the package itself there would put its whole namespace in the
// entry chunk, since the entry imports the package's messages.
export * from '@backoffice/contracts';
