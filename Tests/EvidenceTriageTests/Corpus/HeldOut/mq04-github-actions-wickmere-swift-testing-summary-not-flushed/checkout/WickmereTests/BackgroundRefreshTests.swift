import XCTest
import BackgroundTasks
@testable import Wickmere

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshIdentifierSubmits() throws {
        let request = BGAppRefreshTaskRequest(identifier: "com.wickmere.budget.balance-refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
