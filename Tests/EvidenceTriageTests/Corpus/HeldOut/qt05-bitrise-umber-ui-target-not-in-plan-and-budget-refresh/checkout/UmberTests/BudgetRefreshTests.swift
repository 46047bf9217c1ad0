import XCTest
import BackgroundTasks
@testable import Umber

final class BudgetRefreshTests: XCTestCase {
    func testRefreshFiresWithinWindow() throws {
        let fired = expectation(description: "budget refresh launched")
        BudgetRefresh.shared.onLaunchForTesting = { fired.fulfill() }
        let begin = Date(timeIntervalSinceNow: 60)
        try BudgetRefresh.shared.schedule(earliest: begin)
        wait(for: [fired], timeout: 120)
    }
}
