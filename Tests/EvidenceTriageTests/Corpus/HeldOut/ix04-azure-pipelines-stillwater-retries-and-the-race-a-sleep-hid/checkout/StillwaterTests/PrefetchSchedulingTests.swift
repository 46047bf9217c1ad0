import BackgroundTasks
import XCTest
@testable import Stillwater

final class PrefetchSchedulingTests: XCTestCase {
    func testPrefetchRunsWithinTwoMinutesOfBackgrounding() {
        let ran = expectation(forNotification: .prefetchDidRun, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        // The system should pick the prefetch up shortly after backgrounding.
        wait(for: [ran], timeout: 120)
    }
}
