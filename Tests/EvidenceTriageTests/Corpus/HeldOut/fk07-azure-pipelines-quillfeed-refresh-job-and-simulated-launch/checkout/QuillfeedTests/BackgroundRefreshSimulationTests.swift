import BackgroundTasks
import XCTest
@testable import Quillfeed

/// Drives the real refresh handler through BGTaskScheduler's debug entry point, the same
/// call the README tells developers to run from lldb.
final class BackgroundRefreshSimulationTests: XCTestCase {
    func testSimulatedLaunchRefreshesUnreadCount() {
        StubNetwork.install(fixture: "three-new-articles")
        let finished = expectation(forNotification: .feedRefreshFinished, object: nil)

        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: RefreshTaskHandler.identifier)

        wait(for: [finished], timeout: 10)
        XCTAssertEqual(UnreadCounter.shared.count, 3)
    }
}
