import BackgroundTasks
import XCTest
@testable import QuarryMail

/// Drives the inbox refresh through the scheduler the way we do by hand in lldb.
final class BackgroundRefreshSimulationTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "BackgroundRefreshSimulationTests/testSimulatedLaunchRefreshesInbox", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testSimulatedLaunchRefreshesInbox() {
        let finished = expectation(forNotification: InboxRefreshTask.didFinish, object: nil)

        InboxRefreshTask.shared.submit()
        BackgroundTaskDebugHooks.simulateLaunch(InboxRefreshTask.identifier)

        wait(for: [finished], timeout: 10)
    }
}
