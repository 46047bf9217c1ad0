import XCTest
@testable import Tidemark

private struct FixedPredictor: TidePredicting {
    func nextExtremes(for stationID: String, after date: Date) async throws -> (high: Date, low: Date) {
        (date.addingTimeInterval(3 * 3600), date.addingTimeInterval(9 * 3600))
    }
}

final class WidgetSnapshotStoreTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_707_386_400) // 2024-02-08 10:00 UTC

    func testSnapshotRoundTripsThroughTemporaryDirectory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let store = WidgetSnapshotStore(containerURL: { dir })
        let snapshot = WidgetSnapshot(stationID: "0065", nextHighWater: now, nextLowWater: now, generatedAt: now)
        try store.write(snapshot)
        XCTAssertEqual(try store.read(), snapshot)
    }

    func testRefreshJobWritesSnapshotForWidget() async throws {
        // Uses the real app-group container, like the BGAppRefreshTask does.
        let store = WidgetSnapshotStore()
        let job = TideRefreshJob(predictor: FixedPredictor(), store: store, stationID: "0065", now: { self.now })
        try await job.run()
        let written = try XCTUnwrap(try store.read())
        XCTAssertEqual(written.stationID, "0065")
    }
}
