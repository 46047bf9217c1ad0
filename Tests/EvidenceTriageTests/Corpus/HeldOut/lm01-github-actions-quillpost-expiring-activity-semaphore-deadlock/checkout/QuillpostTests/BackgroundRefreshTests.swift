import BackgroundTasks
import XCTest
@testable import Quillpost

final class BackgroundRefreshTests: XCTestCase {
    func testOutboxRefreshLaunchesWithin90Seconds() throws {
        let launched = expectation(forNotification: .outboxRefreshDidLaunch, object: nil)
        BackgroundScheduling.scheduleOutboxRefresh(earliestBegin: Date(timeIntervalSinceNow: 30))
        wait(for: [launched], timeout: 90)
    }
}
