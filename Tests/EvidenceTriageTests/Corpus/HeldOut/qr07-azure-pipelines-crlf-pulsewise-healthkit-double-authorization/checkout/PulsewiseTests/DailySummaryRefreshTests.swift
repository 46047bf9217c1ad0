import BackgroundTasks
import XCTest
@testable import Pulsewise

final class DailySummaryRefreshTests: XCTestCase {
    func testRefreshRequestUsesSixAMEarliestBegin() throws {
        let request = try DailySummaryScheduler.submit()
        XCTAssertEqual(Calendar.current.component(.hour, from: request.earliestBeginDate!), 6)
    }

    func testSummaryNotificationPostedAfterRefresh() throws {
        let posted = expectation(forNotification: .dailySummaryReady, object: nil)
        _ = try DailySummaryScheduler.submit(now: Date().addingTimeInterval(-6 * 3600))
        wait(for: [posted], timeout: 300)
    }
}
