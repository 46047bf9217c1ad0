import BackgroundTasks
import XCTest
@testable import MarloweDrive

final class BackgroundRefreshSchedulerTests: XCTestCase {
    func testRefreshRequestHasEarliestBeginDate() {
        let request = BackgroundRefreshScheduler.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 15 * 60))
    }

    func testSubmitsRefreshWhenSceneEntersBackground() {
        let scheduler = BackgroundRefreshScheduler(taskScheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try scheduler.sceneDidEnterBackground())
        XCTAssertEqual(scheduler.lastSubmittedIdentifier, "com.marlowe.drive.refresh")
    }
}
