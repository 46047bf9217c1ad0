import XCTest
@testable import Latchkey

final class RestorationEventsTests: XCTestCase {
    func testEventsAfterSubscriptionAreDelivered() async {
        let core = PhoneKeyAdvertiserCore()
        let fake = FakePeripheralManager(advertiser: core)
        var iterator = core.restorationEvents.events().makeAsyncIterator()
        fake.simulateRestoration(advertising: true, serviceUUIDs: ["6E4D0001-7A3C-4C55-9E2B-4C4B45590001"])
        let first = await iterator.next()
        XCTAssertNotNil(first)
    }

    /// Core Bluetooth calls willRestoreState as soon as the manager exists,
    /// before the app has subscribed: the stream must replay it.
    func testWillRestoreStateBufferedBeforeFirstSubscriber() async {
        let core = PhoneKeyAdvertiserCore()
        let fake = FakePeripheralManager(advertiser: core)
        fake.simulateRestoration(advertising: true, serviceUUIDs: ["6E4D0001-7A3C-4C55-9E2B-4C4B45590001"])

        var received: [[String: Any]] = []
        let collector = Task {
            for await state in core.restorationEvents.events() { received.append(state) }
        }
        try? await Task.sleep(nanoseconds: 200_000_000)
        collector.cancel()
        XCTAssertEqual(received.count, 1, "restored state yielded before the first subscriber was dropped")
    }
}
