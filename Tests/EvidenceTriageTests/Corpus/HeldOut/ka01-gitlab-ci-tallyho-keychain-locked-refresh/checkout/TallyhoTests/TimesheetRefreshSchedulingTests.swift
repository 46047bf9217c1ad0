import BackgroundTasks
import XCTest
@testable import Tallyho

/// End-to-end check that backgrounding the app gets the timesheet refresh run.
final class TimesheetRefreshSchedulingTests: XCTestCase {
    func testRefreshRunsAfterBackgrounding() {
        let launched = expectation(description: "timesheet-refresh launched")
        let observer = NotificationCenter.default.addObserver(forName: .timesheetRefreshDidStart,
                                                              object: nil, queue: .main) { _ in
            launched.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        UIApplication.shared.delegate?.applicationDidEnterBackground?(UIApplication.shared)

        // Give the scheduler two minutes to pick the request up.
        wait(for: [launched], timeout: 120)
    }
}
