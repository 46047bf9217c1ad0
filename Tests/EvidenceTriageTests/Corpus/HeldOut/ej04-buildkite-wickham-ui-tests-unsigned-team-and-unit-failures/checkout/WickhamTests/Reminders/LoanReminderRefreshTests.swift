import BackgroundTasks
import XCTest
@testable import Wickham

final class LoanReminderRefreshTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSimulatedLaunchRunsReminderRefresh() {
        let done = expectation(description: "reminder refresh completed")
        LoanReminderRefresh.shared.onCompletion = { done.fulfill() }

        // Ask the scheduler to launch the task as if the system had picked it.
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: LoanReminderRefresh.identifier)

        wait(for: [done], timeout: 30)
    }
}
