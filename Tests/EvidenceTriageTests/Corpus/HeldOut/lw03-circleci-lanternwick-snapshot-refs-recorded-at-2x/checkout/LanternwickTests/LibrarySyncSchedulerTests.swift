import XCTest
@testable import Lanternwick

final class LibrarySyncSchedulerTests: XCTestCase {
    private let noon = ISO8601DateFormatter().date(from: "2026-11-20T10:00:00Z")!

    func testNextSyncEarliestBeginIsSixHoursOut() {
        let scheduler = LibrarySyncScheduler(now: { self.noon })
        let request = scheduler.makeRequest()
        XCTAssertEqual(request.earliestBeginDate, noon.addingTimeInterval(6 * 60 * 60))
    }

    func testRequestUsesLibrarySyncIdentifier() {
        XCTAssertEqual(LibrarySyncScheduler().makeRequest().identifier, "com.lanternwick.library-sync")
    }
}
