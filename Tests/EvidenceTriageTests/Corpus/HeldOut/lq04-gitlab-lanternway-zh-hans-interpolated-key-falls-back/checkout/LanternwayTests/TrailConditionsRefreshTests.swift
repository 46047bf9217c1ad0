import XCTest
@testable import Lanternway

final class TrailConditionsRefreshTests: XCTestCase {
    func testConditionsRefreshRunsAfterSubmit() throws {
        let refreshed = expectation(forNotification: .trailConditionsRefreshed, object: nil)
        refreshed.expectationDescription = "trail conditions refreshed"
        try TrailConditionsRefresh.schedule(in: 60)
        // Give the system two minutes to launch us in the background.
        wait(for: [refreshed], timeout: 120)
    }
}
