import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../web/src/features/admin/components/settings/file-size';

describe('file sizes in the admin settings', () => {
  it('shows files under 1 MB in whole kilobytes, rounded up so a small file never reads as nothing', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(12 * 1024)).toBe('12 KB');
    expect(formatFileSize(12 * 1024 + 1)).toBe('13 KB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
  });

  it('shows 1 MB and more in megabytes with one decimal', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50.0 MB');
  });
});
