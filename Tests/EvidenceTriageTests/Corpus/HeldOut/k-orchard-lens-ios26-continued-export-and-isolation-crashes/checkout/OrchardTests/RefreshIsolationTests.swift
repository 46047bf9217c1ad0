import XCTest
import BackgroundTasks
@testable import Orchard

final class RefreshIsolationTests: XCTestCase {
    func testSimulatedRefreshRunsHandler() throws {
        let handled = expectation(description: "library refresh handled")
        LibraryRefreshManager.onHandled = { handled.fulfill() }
        try LibraryRefreshManager.submit()
        DebugBGTasks.simulateLaunch(LibraryRefreshManager.identifier)
        wait(for: [handled], timeout: 10)
    }
}
