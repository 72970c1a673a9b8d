import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoCard } from '../../web/src/features/videos/components/VideoCard';
import { setActiveLanguage } from '../../web/src/i18n/active';
import { videoItem } from './helpers/content';

const video = videoItem('Ohm law', { uploadedDate: '2025-03-12T12:00:00.000Z' });

afterEach(() => setActiveLanguage('en'));

describe('dates follow the active language', () => {
  it('writes a card date day-first in English and in the active language once it changes', () => {
    const { rerender } = render(<VideoCard video={video} selected={false} onSelect={() => {}} showDate />);
    const date = () => screen.getByRole('button', { name: /Ohm law/ }).querySelector('time')!;
    expect(date()).toHaveTextContent('12/03/2025');
    expect(date()).toHaveAttribute('dateTime', '2025-03-12T12:00:00.000Z');

    setActiveLanguage('ta');
    rerender(<VideoCard video={{ ...video }} selected={false} onSelect={() => {}} showDate />);
    expect(date()).toHaveTextContent('12/3/25');

    setActiveLanguage('si');
    rerender(<VideoCard video={{ ...video }} selected={false} onSelect={() => {}} showDate />);
    expect(date()).toHaveTextContent('2025-03-12');
  });
});
