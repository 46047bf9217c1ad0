import BackgroundTasks
import XCTest
@testable import Tidewatch

final class ChartCacheCleanupTests: XCTestCase {
    func testSchedulesNightlyProcessingTask() throws {
        let cleanup = ChartCacheCleanup(store: .inMemory(), scheduler: .shared)
        XCTAssertNoThrow(try cleanup.scheduleNightly(requiresExternalPower: true))
    }

    func testCleanupKeepsPinnedStations() throws {
        let store = ChartTileStore.inMemory()
        store.insert(.fixture(station: "9414290", pinned: true, age: .days(40)))
        store.insert(.fixture(station: "9415020", pinned: false, age: .days(40)))
        try ChartCacheCleanup(store: store, scheduler: .shared).purgeExpired(now: .fixtureNow)
        XCTAssertEqual(store.stations, ["9414290"])
    }
}
