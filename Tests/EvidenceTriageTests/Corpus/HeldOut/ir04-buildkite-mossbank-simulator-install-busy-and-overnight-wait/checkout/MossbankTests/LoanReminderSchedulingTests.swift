import XCTest
@testable import Mossbank

final class LoanReminderSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    /// Lenders get their overdue pushes by morning: the sweep must have run after scheduling.
    func testOverdueSweepRunsOvernight() throws {
        OverdueSweep.lastSweep = nil
        try? OverdueSweep.schedule(recorder: AppDelegate.recorder)

        let swept = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in OverdueSweep.lastSweep != nil },
                                              object: nil)
        let result = XCTWaiter().wait(for: [swept], timeout: 300)
        XCTAssertEqual(result, .completed, "overdue-sweep did not run within 5 minutes of scheduling")
    }
}
