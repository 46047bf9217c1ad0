import UIKit
import XCTest
@testable import Brindle

final class BudgetRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        BudgetRefresh.lastRun = nil
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    /// The budget widget must be fresh shortly after the user leaves the app.
    func testRefreshRunsShortlyAfterBackgrounding() {
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        let ran = expectation(description: "budget-refresh handler ran")
        let poll = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            if BudgetRefresh.lastRun != nil { ran.fulfill() }
        }
        wait(for: [ran], timeout: 120)
        poll.invalidate()
    }
}
