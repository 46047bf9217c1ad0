import BackgroundTasks
import XCTest
@testable import Tidewire

/// Drives the real BGTaskScheduler handler through Apple's debug hook, as in the WWDC session.
final class InboxRefreshE2ETests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "TidewireTests.InboxRefreshE2ETests/testSimulatedLaunchDeliversInbox", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSimulatedLaunchDeliversInbox() {
        let delivered = expectation(forNotification: InboxRefresh.delivered, object: nil)
        let scheduler = BGTaskScheduler.shared
        scheduler.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                          with: InboxRefresh.id.rawValue)
        wait(for: [delivered], timeout: 20)
    }
}
