import BackgroundTasks
import XCTest
@testable import Kestrel

final class InboxRefreshSchedulerTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    /// Schedules the refresh and asks the scheduler (debug SPI) to launch it now,
    /// to prove the handler is wired.
    func testSimulatedLaunchRunsInboxRefresh() {
        let handled = expectation(description: "inbox refresh handler ran")
        InboxRefreshScheduler.shared.onHandle = { handled.fulfill() }
        try? InboxRefreshScheduler.shared.schedule()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: InboxRefreshScheduler.identifier)
        wait(for: [handled], timeout: 10)
    }
}
