// spec 01 §9: file size text uses units from Bytes up to YB; spec 01 §5 upload limits.
import { describe, expect, it } from 'vitest';
import { formatFileSize, KB, UPLOAD_RULES } from '../../../../src/shared/api/files.ts';

describe('formatFileSize', () => {
  it('shows bytes below one kilobyte as Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('steps by 1024 and keeps up to two decimals without trailing zeros', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1263)).toBe('1.23 KB');
    expect(formatFileSize(10 * 1024)).toBe('10 KB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('stops at YB', () => {
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2048 YB');
  });
});

describe('UPLOAD_RULES', () => {
  it('holds the limits and formats of spec 01 §5', () => {
    expect(UPLOAD_RULES.DOCUMENT).toEqual({ extensions: ['jpg', 'jpeg', 'png', 'bmp'], maxBytes: 1536 * KB });
    expect(UPLOAD_RULES.PROFILE_PHOTO).toEqual({ extensions: ['jpg', 'jpeg', 'png'], maxBytes: 512 * KB });
    expect(UPLOAD_RULES.GENERIC.extensions).toEqual(['jpg', 'jpeg', 'png', 'bmp', 'pdf', 'gif']);
  });
});
