import XCTest
@testable import Tollgate

final class EventsManagerTests: TestCase {
    func testFlushesEventsWhenAppWillResignActive() async throws {
        let center = NotificationCenter()
        let poster = MockEventsPoster()
        let store = try EventsStore.inMemory(events: .mockPaywallImpressions(count: 3))
        let manager = EventsManager(store: store, poster: poster, notificationCenter: center)
        _ = manager

        center.post(name: UIApplication.willResignActiveNotification, object: nil)
        try await Task.sleep(for: .milliseconds(200))

        XCTAssertEqual(poster.postedEvents.count, 3)
    }

    func testDoesNotPostWhenStoreEmpty() async throws {
        let poster = MockEventsPoster()
        let manager = EventsManager(store: try .inMemory(events: []), poster: poster)
        try await manager.flushAllEvents(batchSize: 50)
        XCTAssertTrue(poster.postedEvents.isEmpty)
    }
}
