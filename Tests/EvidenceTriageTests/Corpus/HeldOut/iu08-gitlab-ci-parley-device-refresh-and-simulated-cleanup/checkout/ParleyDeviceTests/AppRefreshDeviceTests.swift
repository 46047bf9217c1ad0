import XCTest
@testable import Parley

/// Parley-Device test plan only: runs on the lab iPhone.
final class AppRefreshDeviceTests: XCTestCase {
    func testAppRefreshRunsWithinFiveMinutes() {
        let finished = expectation(forNotification: .roomsRefreshFinished, object: nil)

        RoomsRefresh.schedule(earliest: Date(timeIntervalSinceNow: 30))

        wait(for: [finished], timeout: 300)
    }
}
