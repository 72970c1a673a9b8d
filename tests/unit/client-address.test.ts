import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress } from '../../functions/shared/client-address';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('client address', () => {
  it("behind CloudFront: the viewer's address from CloudFront-Viewer-Address, without its port", () => {
    expect(clientAddress(event('130.176.1.1', { 'cloudfront-viewer-address': '198.51.100.10:46532' }))).toBe(
      '198.51.100.10',
    );
    expect(clientAddress(event('130.176.1.1', { 'cloudfront-viewer-address': '2001:db8:1:2::7:46532' }))).toBe(
      '2001:0db8:0001:0002::/64',
    );
  });

  it('otherwise the source address API Gateway (or the local server) reports', () => {
    expect(clientAddress(event('203.0.113.5'))).toBe('203.0.113.5');
    expect(clientAddress(event('::ffff:203.0.113.5'))).toBe('203.0.113.5');
    expect(clientAddress(event(''))).toBe('unknown');
  });

  it('IPv6 counts per /64, however it is written', () => {
    expect(normaliseAddress('2001:DB8:0:0:1::1')).toBe('2001:0db8:0000:0000::/64');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(normaliseAddress('[2001:db8:aa:bb:cc:dd:ee:ff]')).toBe('2001:0db8:00aa:00bb::/64');
    expect(normaliseAddress('::1')).toBe('0000:0000:0000:0000::/64');
    expect(normaliseAddress('not an address')).toBe('unknown');
  });
});
