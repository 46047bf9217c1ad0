import XCTest
@testable import LindenMessaging

final class EventBusHandlerTests: XCTestCase {
    func testAddObserverReceivesEvent() async {
        let bus = EventBusHandler()
        let box = Received()
        await bus.addObserver(ProfileChanged.self) { _ in box.count += 1 }
        await bus.post(ProfileChanged())
        XCTAssertEqual(box.count, 1)
    }

    func testRemoveObserverStopsDelivery() async throws {
        let bus = EventBusHandler()
        let box = Received()
        let token = bus.addObserverDetached(ProfileChanged.self) { _ in box.count += 1 }
        bus.removeObserverDetached(token)
        try await Task.sleep(nanoseconds: 50_000_000)
        await bus.post(ProfileChanged())
        XCTAssertEqual(box.count, 0, "observer still registered after removeObserver")
    }
}
