import BackgroundTasks
import XCTest
@testable import Tidelog

final class TideRefreshSchedulingTests: XCTestCase {
    func testTideRefreshLaunchesWithinTwoMinutes() {
        let launched = expectation(forNotification: .tideRefreshDidLaunch, object: nil)
        XCTAssertNoThrow(try BackgroundTasks.shared.submitTideRefresh(earliest: .now.addingTimeInterval(30)))
        // The request asks for 30 s from now; allow iOS a generous 2 minutes.
        wait(for: [launched], timeout: 120)
    }
}
