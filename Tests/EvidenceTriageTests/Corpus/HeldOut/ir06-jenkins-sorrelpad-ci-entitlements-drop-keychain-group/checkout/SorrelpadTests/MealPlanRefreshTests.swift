import BackgroundTasks
import XCTest
@testable import Sorrelpad

final class MealPlanRefreshTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        MealPlanRefresh.onHandled = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    /// Same trick as the LLDB command in the README: ask the scheduler to launch the task now.
    func testSimulatedLaunchRefreshesTodayWidget() {
        let handled = expectation(description: "meal-plan refresh handler called")
        MealPlanRefresh.onHandled = { handled.fulfill() }

        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: MealPlanRefresh.identifier.rawValue)

        wait(for: [handled], timeout: 10)
    }
}
