import BackgroundTasks
import XCTest
@testable import Lanternfish

/// Hosted in Lanternfish.app so the real registration from didFinishLaunching is in place.
final class BackgroundRefreshTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshFiresWithinTwoMinutes() {
        let fired = expectation(description: "conditions refresh ran")
        AppEnvironment.shared.conditionsRefreshJob.onRun = { fired.fulfill() }

        // Ask for the earliest slot the system allows and wait for it to hand us the task.
        BackgroundTasks.scheduleConditionsRefresh(after: 60)

        wait(for: [fired], timeout: 120)
    }
}
