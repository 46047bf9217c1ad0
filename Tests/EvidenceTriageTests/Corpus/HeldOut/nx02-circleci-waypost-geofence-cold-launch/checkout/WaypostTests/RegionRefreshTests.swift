import XCTest
import BackgroundTasks
@testable import Waypost

final class RegionRefreshTests: XCTestCase {
    func testRefreshSubmitted() throws {
        try RegionRefresher.shared.schedule(after: 10 * 60)
        XCTAssertEqual(RegionRefresher.shared.lastRequest?.identifier, "com.waypost.ios.region-refresh")
    }

    func testRefreshRunsWithinTenMinutes() throws {
        let ran = expectation(description: "region refresh handler ran")
        RegionRefresher.shared.onRunForTesting = { ran.fulfill() }
        try RegionRefresher.shared.schedule(after: 10 * 60)
        wait(for: [ran], timeout: 600)
    }
}
