import XCTest
import BackgroundTasks
@testable import Quayside

final class HarbourSyncRegistrationTests: XCTestCase {
    func testRegistersTideRefreshTask() {
        let registered = TideRefresh.shared.registered
        XCTAssertTrue(registered, "register(forTaskWithIdentifier:) returned false for \(TideRefresh.identifier)")
    }

    func testSubmitTideRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: TideRefresh.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
