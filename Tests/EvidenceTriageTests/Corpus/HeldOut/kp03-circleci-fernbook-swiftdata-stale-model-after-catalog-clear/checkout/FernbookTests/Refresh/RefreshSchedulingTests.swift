import BackgroundTasks
import XCTest
@testable import Fernbook

final class RefreshSchedulingTests: XCTestCase {
    func testEarliestBeginDateIsSixHoursOut() {
        let request = CatalogRefreshScheduler.makeRequest(now: Date(timeIntervalSince1970: 1_764_000_000))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 1_764_021_600))
    }

    func testSchedulingCatalogRefreshSucceeds() {
        // Submits to the real BGTaskScheduler.
        XCTAssertNoThrow(try CatalogRefreshScheduler.scheduleNext(using: .shared))
    }
}
