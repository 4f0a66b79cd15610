// What the doctor may print of a URL: where it points, never what proves who is asking.
import { describe, expect, it } from 'vitest';
import { redactUrl, redactUrls } from '../../server/lib/redactUrl';

describe('redactUrl', () => {
  it.each([
    ['smtp://:secret@mail.example.com:25', 'smtp://:***@mail.example.com:25'],
    ['smtp://ada:secret@mail.example.com:587', 'smtp://ada:***@mail.example.com:587'],
    ['https://ghp_token@git.example.com/repo', 'https://***@git.example.com/repo'],
    ['http://127.0.0.1:9000/v1?api_key=abc&mode=x', 'http://127.0.0.1:9000/v1?api_key=***&mode=***'],
    [
      'https://host.example.com/files/a.pdf?X-Amz-Signature=f00#part',
      'https://host.example.com/files/a.pdf?X-Amz-Signature=***',
    ],
    ['https://api.replicate.com/v1', 'https://api.replicate.com/v1'],
    ['smtp://127.0.0.1:2525', 'smtp://127.0.0.1:2525'],
    ['s3://bucket/prefix', 's3://bucket/prefix'],
  ])('%s -> %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it('masks what sits where a secret would even when the URL does not parse', () => {
    expect(redactUrl('smtp://:pass@host:notaport?token=x#y')).toBe('smtp://:***@host:notaport?token=***');
    expect(redactUrl('smtp://user:pass@host:notaport')).toBe('smtp://user:***@host:notaport');
  });

  it('finds every URL in a line, leaving a sentence’s full stop outside', () => {
    expect(redactUrls('Could not talk to smtp://:pw@10.0.0.1:25 (refused), nor https://t@x.example.com/?k=v.')).toBe(
      'Could not talk to smtp://:***@10.0.0.1:25 (refused), nor https://***@x.example.com/?k=***.',
    );
  });
});
