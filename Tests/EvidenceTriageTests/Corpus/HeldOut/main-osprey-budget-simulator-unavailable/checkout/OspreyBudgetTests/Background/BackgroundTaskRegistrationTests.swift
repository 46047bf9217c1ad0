import XCTest
import BackgroundTasks
@testable import OspreyBudget

final class BackgroundTaskRegistrationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testDefineTaskSubmitsRefresh() throws {
        let tasks = BudgetBackgroundTasks(scheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try tasks.defineRecurringSync(every: .hours(4)))
    }
}
