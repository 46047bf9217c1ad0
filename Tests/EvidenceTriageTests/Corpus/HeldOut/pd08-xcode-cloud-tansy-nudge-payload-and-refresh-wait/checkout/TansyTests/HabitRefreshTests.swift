import XCTest
@testable import Tansy

final class HabitRefreshTests: XCTestCase {
    func testRefreshRequestSubmitted() throws {
        try HabitRefresh.shared.schedule()
        XCTAssertEqual(HabitRefresh.shared.lastSubmittedIdentifier, "com.tansyhabits.tansy.refresh")
    }

    func testRefreshRunsWithinTenMinutes() throws {
        let ran = expectation(description: "habit refresh ran")
        HabitRefresh.shared.onRunForTesting = { ran.fulfill() }
        try HabitRefresh.shared.schedule(earliestIn: 5 * 60)
        wait(for: [ran], timeout: 600)
    }
}
