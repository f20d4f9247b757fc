import { fileTooLargeMessage, fileTypeNotAllowedMessage, limits } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { acceptFor, fileRefusal } from './use-file-upload.ts';

function file(name: string, type: string, size = 10): File {
  const result = new File(['x'], name, { type });
  Object.defineProperty(result, 'size', { value: size });
  return result;
}

describe('upload checks', () => {
  it('accepts the types of the usage, by extension and MIME type', () => {
    expect(acceptFor('image')).toBe('.png,.jpg,.jpeg,.svg');
    expect(fileRefusal(file('a.PNG', 'image/png'), 'image')).toBeNull();
    expect(fileRefusal(file('a.jpeg', 'image/jpeg'), 'image')).toBeNull();
    expect(fileRefusal(file('a.svg', ''), 'image')).toBeNull();
    expect(fileRefusal(file('fleet.xlsx', ''), 'import')).toBeNull();
  });

  it('refuses other types, mismatching MIME types and files over 90 MB', () => {
    expect(fileRefusal(file('a.gif', 'image/gif'), 'image')).toBe(fileTypeNotAllowedMessage('image'));
    expect(fileRefusal(file('a.png', 'application/pdf'), 'image')).toBe(fileTypeNotAllowedMessage('image'));
    expect(fileRefusal(file('a.png', 'image/png', limits.maxUploadBytes), 'image')).toBeNull();
    expect(fileRefusal(file('a.png', 'image/png', limits.maxUploadBytes + 1), 'image')).toBe(fileTooLargeMessage);
  });
});
