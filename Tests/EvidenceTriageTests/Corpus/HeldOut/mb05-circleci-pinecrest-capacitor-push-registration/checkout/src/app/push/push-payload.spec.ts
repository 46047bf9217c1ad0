import { toDeepLink } from './push-payload';

describe('PushPayload', () => {
  it('ignores payloads without a data block', () => {
    expect(toDeepLink({ aps: { alert: 'hi' } } as any)).toBeNull();
  });

  it('maps the deep link from the data payload', () => {
    const payload = {
      id: 'n-1',
      title: 'Order shipped',
      body: 'Your order is on the way',
      data: {
        type: 'order',
        orderId: '8841',
        url: 'pinecrest://orders/8841',
      },
    };

    expect(toDeepLink(payload)).toEqual({ route: '/orders/8841', source: 'push' });
  });
});
