import BackgroundTasks
import XCTest
@testable import Ledgerline

/// Uses the real BGTaskScheduler inside the hosted test app.
final class RefreshSubmissionTests: XCTestCase {
    func testBackgroundingSubmitsStatementRefresh() throws {
        let refresher = StatementRefresher(scheduler: BGTaskScheduler.shared, feed: LiveStatementFeed())
        XCTAssertNoThrow(try refresher.scheduleNext(), "submitting the statement refresh should succeed")
    }
}
