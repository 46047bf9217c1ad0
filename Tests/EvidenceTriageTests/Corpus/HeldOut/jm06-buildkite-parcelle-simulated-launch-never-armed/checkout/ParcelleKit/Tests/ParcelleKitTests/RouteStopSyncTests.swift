import Foundation
import Testing
@testable import ParcelleKit

@Suite("Route stop sync")
struct RouteStopSyncTests {
    @Test func firstWriteQueuesSave() throws {
        let harness = try SyncHarness()
        let stops = RouteStop.fixture(count: 3, order: harness.orderID)
        try harness.store.recordStops(stops, for: harness.orderID)
        #expect(harness.pendingUploads(for: stops.map(\.id)) == Set(stops.map(\.id)))
    }

    /// A rerun rewrites the same stop ids; every one must be queued to upload again.
    @Test func rewriteKeepsStopsSavePending() throws {
        let harness = try SyncHarness()
        let stops = RouteStop.fixture(count: 3, order: harness.orderID)
        try harness.store.recordStops(stops, for: harness.orderID)
        try harness.acknowledgeUploads()
        let edited = stops.map { $0.with(building: "2") }
        try harness.store.recordStops(edited, for: harness.orderID)
        #expect(harness.pendingUploads(for: edited.map(\.id)) == Set(edited.map(\.id)))
    }
}
