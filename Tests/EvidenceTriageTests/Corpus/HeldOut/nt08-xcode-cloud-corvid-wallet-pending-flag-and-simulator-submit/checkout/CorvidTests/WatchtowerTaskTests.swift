import XCTest
import BackgroundTasks
@testable import Corvid

final class WatchtowerTaskTests: XCTestCase {
    func testWatchtowerSubmitsOnSimulator() throws {
        let request = BGAppRefreshTaskRequest(identifier: WatchtowerTask.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
