import XCTest
import BackgroundTasks
@testable import Quayside

final class TideRefreshTests: XCTestCase {
    func testRefreshRunsWithinAMinuteOfBackgrounding() {
        let ran = expectation(forNotification: .tideRefreshDidRun, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        // Waits for iOS to launch the BGAppRefreshTask that didEnterBackground submitted.
        wait(for: [ran], timeout: 60)
    }

    func testRefreshRequestUsesFifteenMinuteFloor() throws {
        let request = TideRefresh.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 900))
    }
}
