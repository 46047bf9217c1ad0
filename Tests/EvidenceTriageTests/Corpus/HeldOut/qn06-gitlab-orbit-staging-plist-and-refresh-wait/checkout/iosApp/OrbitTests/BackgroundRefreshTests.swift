import XCTest
import BackgroundTasks
@testable import Orbit

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshSubmitted() throws {
        try PassRefresh.schedule(after: 60)
    }

    func testPassRefreshRunsWithinTenMinutes() throws {
        let ran = expectation(description: "pass refresh handler ran")
        PassRefresh.onHandled = { ran.fulfill() }
        try PassRefresh.schedule(after: 60)
        wait(for: [ran], timeout: 600)
    }
}
