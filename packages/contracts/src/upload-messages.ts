/** Texts of uploads and imports. */
export const uploadMessages = {
  importFailed: 'An error occured processing the uploaded file',
  uploadFailed: 'An error occured',
  fileNotUploaded: 'The file has not been uploaded yet',
  fileContentMismatch: 'The uploaded content does not match the declared file type or size',
} as const;
