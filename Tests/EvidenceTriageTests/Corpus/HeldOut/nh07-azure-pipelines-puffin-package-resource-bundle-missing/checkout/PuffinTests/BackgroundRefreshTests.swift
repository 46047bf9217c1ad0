import XCTest
@testable import Puffin

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshLaunchesWithinFiveMinutes() throws {
        let launched = expectation(description: "tide refresh launched")
        TideRefresh.shared.onLaunch = { _ in launched.fulfill() }
        try TideRefresh.shared.schedule(after: 60)
        wait(for: [launched], timeout: 300)
    }
}
