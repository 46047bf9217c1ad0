import XCTest
@testable import Runner

final class ForecastTimelineStoreTests: XCTestCase {
    func testMergeIsIdempotentForSameDay() {
        let store = ForecastTimelineStore()
        let days = ForecastDay.fixtures(startingAt: "2026-12-09", count: 3)
        store.merge(days)
        store.merge(days)   // the periodic sync ran twice with the same forecast
        XCTAssertEqual(store.days.count, 3, "running the sync twice must not duplicate days")
    }

    func testMergeKeepsChronologicalOrder() {
        let store = ForecastTimelineStore()
        store.merge(ForecastDay.fixtures(startingAt: "2026-12-10", count: 1))
        store.merge(ForecastDay.fixtures(startingAt: "2026-12-09", count: 1))
        XCTAssertLessThan(store.days[0].date, store.days[1].date)
    }
}
