import BackgroundTasks
import XCTest
@testable import SieveiOS

final class BackgroundRefreshTests: XCTestCase {
    func testFilterRefreshRunsWithinTwoHours() throws {
        let ran = expectation(forNotification: .sieveFilterRefreshDidRun, object: nil)
        try SieveAppDelegate.scheduleRefresh(earliest: Date(timeIntervalSinceNow: 60))
        // The scheduler caps refreshes at two hours; on CI we give it three minutes.
        wait(for: [ran], timeout: 180)
    }
}
