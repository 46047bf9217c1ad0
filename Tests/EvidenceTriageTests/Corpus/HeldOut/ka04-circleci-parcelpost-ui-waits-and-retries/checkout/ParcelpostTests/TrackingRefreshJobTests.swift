import XCTest
@testable import Parcelpost

final class TrackingRefreshJobTests: XCTestCase {
    func testRefreshStoresNewEvents() async throws {
        let store = InMemoryShipmentStore(shipments: [.fixture(id: "s1")])
        let job = TrackingRefreshJob(carriers: [StubCarrier(events: .fixture(count: 3))], store: store)
        try await job.refresh()
        XCTAssertEqual(store.events(for: "s1").count, 3)
    }

    func testRefreshMergesCarrierEventsWithoutDuplicates() async throws {
        let store = InMemoryShipmentStore(shipments: [.fixture(id: "s1")])
        let carrier = StubCarrier(events: .fixture(count: 3))
        let job = TrackingRefreshJob(carriers: [carrier], store: store)
        try await job.refresh()
        carrier.events += .fixture(count: 3, startingAt: 3)
        try await job.refresh()
        XCTAssertEqual(store.events(for: "s1").count, 6, "carrier history re-inserted on the second refresh")
    }
}
