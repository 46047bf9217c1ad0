import XCTest
import BackgroundTasks
@testable import Tallyho

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshRunsWithinTenMinutesOfSubmit() throws {
        let ran = expectation(description: "ledger refresh handler ran")
        RefreshCoordinator.shared.onRun = { ran.fulfill() }
        try RefreshCoordinator.shared.schedule(earliest: Date(timeIntervalSinceNow: 60))
        wait(for: [ran], timeout: 600)
    }
}
