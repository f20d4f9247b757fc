import { BlobSASPermissions, BlobServiceClient, type ContainerClient, RestError } from '@azure/storage-blob';
import { contentDisposition, showsInline } from './disposition.ts';
import type { Storage } from './storage.ts';

export interface AzureStorage extends Storage {
  readonly driver: 'azure';
  readonly container: ContainerClient;
}

/**
 * The origin the browser talks to with this driver (uploads, downloads, images): the app's
 * Content-Security-Policy must allow it in `connect-src` and `img-src`, and the storage account's
 * CORS rules must allow PUT from the app's origin.
 */
export function azureBlobOrigin(connectionString: string): string {
  return new URL(BlobServiceClient.fromConnectionString(connectionString).url).origin;
}

function isNotFound(err: unknown) {
  return err instanceof RestError && err.statusCode === 404;
}

function expiry(seconds: number) {
  return new Date(Date.now() + seconds * 1000);
}

async function collect(stream: NodeJS.ReadableStream | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  if (stream) for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Azure Blob Storage through a connection string with an account key (needed to sign SAS URLs).
 * The container is created when missing. The browser PUTs straight to the SAS upload URL.
 */
export async function createAzureStorage(options: {
  connectionString: string;
  container: string;
}): Promise<AzureStorage> {
  const service = BlobServiceClient.fromConnectionString(options.connectionString);
  const container = service.getContainerClient(options.container);
  await container.createIfNotExists();
  const blob = (key: string) => container.getBlockBlobClient(key);

  return {
    driver: 'azure',
    container,

    /**
     * Create-only permission: the URL stores the bytes once and cannot replace them afterwards, so
     * bytes that have been checked stay the checked ones while the URL is still valid.
     */
    uploadUrl: (key, _contentType, expiresInSeconds) =>
      blob(key).generateSasUrl({ permissions: BlobSASPermissions.parse('c'), expiresOn: expiry(expiresInSeconds) }),

    /**
     * Read-only, answering with the file's type and name. Blob Storage cannot send a CSP, so an SVG
     * is offered as a download when opened directly (an `<img>` shows it either way).
     */
    downloadUrl: (key, fileName, contentType, expiresInSeconds) => {
      const inline = showsInline(contentType) && contentType !== 'image/svg+xml';
      return blob(key).generateSasUrl({
        permissions: BlobSASPermissions.parse('r'),
        expiresOn: expiry(expiresInSeconds),
        contentType,
        contentDisposition: contentDisposition(fileName, inline ? 'inline' : 'attachment'),
      });
    },

    async size(key) {
      try {
        return (await blob(key).getProperties()).contentLength ?? null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async readStart(key, length) {
      try {
        return await collect((await blob(key).download(0, length)).readableStreamBody);
      } catch (err) {
        // An empty blob has no byte 0 to start a range at.
        if (err instanceof RestError && err.statusCode === 416) return Buffer.alloc(0);
        throw err;
      }
    },

    read: (key) => blob(key).downloadToBuffer(),

    async write(key, data, contentType) {
      await blob(key).uploadData(data, { blobHTTPHeaders: { blobContentType: contentType } });
    },

    async copy(fromKey, toKey) {
      // Same account: a short read SAS lets the service copy without the bytes passing through here.
      const source = await blob(fromKey).generateSasUrl({
        permissions: BlobSASPermissions.parse('r'),
        expiresOn: expiry(5 * 60),
      });
      await blob(toKey).syncCopyFromURL(source);
    },

    async delete(key) {
      await blob(key).deleteIfExists();
    },
  };
}
