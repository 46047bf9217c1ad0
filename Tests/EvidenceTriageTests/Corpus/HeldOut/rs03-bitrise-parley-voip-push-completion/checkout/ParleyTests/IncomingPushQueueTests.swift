import Testing
@testable import Parley

struct IncomingPushQueueTests {
    @Test func pushAfterBridgeReadyIsDelivered() async {
        let bridge = FakeBridge(ready: true)
        let queue = IncomingPushQueue(bridge: bridge)
        queue.enqueue(["caller": "Jon"])
        #expect(bridge.delivered.count == 1)
    }

    @Test func pushArrivingBeforeBridgeReadyIsDelivered() async {
        let bridge = FakeBridge(ready: false)
        let queue = IncomingPushQueue(bridge: bridge)
        queue.enqueue(["caller": "Jon"])
        bridge.becomeReady()
        #expect(bridge.delivered.count == 1)
    }
}
