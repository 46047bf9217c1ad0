import XCTest
@testable import Ferrystop

/// Device-lab E2E: runs on the Ferry Lab iPhone 14 only (test plan E2E).
final class TimetableRefreshE2ETests: XCTestCase {
    func testTimetableRefreshRunsWithinFiveMinutes() throws {
        let launched = expectation(description: "timetable refresh launched by iOS")
        TimetableRefresh.shared.onLaunch = { launched.fulfill() }

        try TimetableRefresh.shared.schedule(after: 60)

        wait(for: [launched], timeout: 300)
    }
}
