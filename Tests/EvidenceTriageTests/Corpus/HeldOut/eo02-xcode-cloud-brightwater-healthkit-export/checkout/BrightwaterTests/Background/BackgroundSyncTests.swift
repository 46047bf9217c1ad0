import XCTest
@testable import Brightwater

/// End-to-end check that the refresh task exports readings without the app in front.
final class BackgroundSyncTests: XCTestCase {
    func testReadingsRefreshRunsAfterScheduling() {
        let launched = expectation(forNotification: .readingsRefreshDidLaunch, object: nil)

        ReadingsRefresh.schedule(after: 60)

        // Earliest begin is one minute out; allow the system five.
        wait(for: [launched], timeout: 300)
    }
}
