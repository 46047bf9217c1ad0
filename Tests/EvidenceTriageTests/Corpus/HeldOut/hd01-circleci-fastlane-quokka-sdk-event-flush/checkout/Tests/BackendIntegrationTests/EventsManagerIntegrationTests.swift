//
//  EventsManagerIntegrationTests.swift
//  QuokkaBackendIntegrationTests
//

import XCTest
@testable import QuokkaSDK

final class EventsManagerIntegrationTests: BaseBackendIntegrationTests {

    private var backend: RecordingEventsBackend!
    private var store: FileEventStore!
    private var manager: EventsManager!

    override func setUp() async throws {
        try await super.setUp()
        backend = RecordingEventsBackend()
        store = try FileEventStore.temporary()
        manager = EventsManager(store: store, backend: backend, appLifecycle: .live)
    }

    override func tearDown() async throws {
        manager = nil
        try store.removeAll()
        try await super.tearDown()
    }

    func testFlushesEventsOnLaunch() async throws {
        try await manager.track(.paywallImpression(id: "p_launch"))
        _ = try await manager.flushEvents(count: 10)
        XCTAssertEqual(backend.postedEvents.count, 1)
    }

    func testFlushesEventsWhenAppEntersForeground() async throws {
        try await manager.track(.paywallImpression(id: "p_fg"))

        // The SDK flushes from a UIApplication background task when the app comes back.
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        try await Task.sleep(nanoseconds: 2_000_000_000)

        XCTAssertEqual(backend.postedEvents.count, 1,
                       "expected the foreground flush to post the stored event")
    }

    func testCustomerCenterEventsArePosted() async throws {
        try await manager.track(.paywallImpression(id: "p_cc"))
        manager.trackCustomerCenter(.impression(screen: "manage"))   // stored asynchronously

        // tracking customer center is async
        try await Task.sleep(nanoseconds: 1_000_000_000)
        _ = try await manager.flushEvents(count: 10)

        XCTAssertEqual(backend.postedEvents.count, 2)
        XCTAssertTrue(store.isEmpty, "flushed events must be removed from the store")
    }
}
