import XCTest
import BackgroundTasks
@testable import Trailmix

final class BackgroundRefreshSchedulingTests: XCTestCase {
    func testRefreshRunsAfterEarliestBeginDate() throws {
        let ran = expectation(forNotification: ConditionsRefresh.didComplete, object: nil)
        ConditionsRefresh.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 30))
        wait(for: [ran], timeout: 300)
    }
}
