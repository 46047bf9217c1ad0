import XCTest
@testable import Stridewell

final class ObserverSyncTests: XCTestCase {
    func testScopedWakeDoesNotNullOtherMetrics() async throws {
        let db = try DailyStore.inMemory()
        try db.upsert(day: "2026-11-18", restingHR: 52, hrv: 61, steps: 8200)
        let health = FakeHealthSource(restingHR: 53)          // only resting HR has new samples
        try await ObserverSync(health: health, store: db).handleWake(for: .restingHeartRate, day: "2026-11-18")
        let row = try db.row(day: "2026-11-18")
        XCTAssertEqual(row.restingHR, 53)
        XCTAssertEqual(row.steps, 8200)
    }
}
