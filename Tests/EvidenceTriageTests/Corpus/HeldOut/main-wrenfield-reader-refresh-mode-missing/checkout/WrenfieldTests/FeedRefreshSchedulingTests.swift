import XCTest
import BackgroundTasks
@testable import Wrenfield

final class FeedRefreshSchedulingTests: XCTestCase {
    func testSubmitsRefreshOnBackground() throws {
        let scheduler = FeedRefreshScheduler(taskScheduler: BGTaskScheduler.shared)
        try scheduler.submitRefresh(earliest: Date(timeIntervalSinceNow: 3600))
        XCTAssertEqual(scheduler.lastSubmitError, nil)
    }
}
