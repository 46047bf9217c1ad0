import XCTest
import BackgroundTasks
@testable import Wrenfield

final class RefreshSchedulerTests: XCTestCase {
    func testSubmitAppRefreshSucceeds() throws {
        let scheduler = PromptRefreshScheduler(scheduler: BGTaskScheduler.shared)
        let request = scheduler.makeRequest(after: 15 * 60)
        XCTAssertEqual(request.identifier, "com.wrenfield.prompts.refresh")
        XCTAssertNoThrow(try scheduler.submit(request))
    }

    func testRequestUsesQuarterHourFloor() {
        let scheduler = PromptRefreshScheduler(scheduler: BGTaskScheduler.shared)
        let request = scheduler.makeRequest(after: 60)
        XCTAssertGreaterThanOrEqual(request.earliestBeginDate!.timeIntervalSinceNow, 14 * 60)
    }
}
