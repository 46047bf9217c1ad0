import XCTest
import BackgroundTasks
@testable import Larchmont

final class PantryRefreshSchedulingTests: XCTestCase {
    func testRefreshRunsWithinFifteenMinutesOfBackgrounding() throws {
        executionTimeAllowance = 1200
        let ran = expectation(forNotification: .pantryRefreshDidRun, object: nil)

        try PantryRefreshScheduler.submit(after: 15 * 60)

        // The system should launch the refresh shortly after earliestBeginDate.
        wait(for: [ran], timeout: 1200)
    }
}
