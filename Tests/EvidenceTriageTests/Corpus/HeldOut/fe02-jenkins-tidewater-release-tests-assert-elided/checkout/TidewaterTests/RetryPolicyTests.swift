import XCTest
@testable import TidewaterKit

final class RetryPolicyTests: XCTestCase {
    override func setUp() {
        super.setUp()
        assert(JobEnvironment.installForTesting(clock: ManualClock(now: .distantPast)))
    }

    override func tearDown() {
        JobEnvironment.reset()
        super.tearDown()
    }

    func testNextAttemptIsScheduledFromClockNow() {
        let policy = RetryPolicy(base: 30, cap: 600)
        let next = policy.nextAttempt(after: 2)
        XCTAssertEqual(next, Date.distantPast.addingTimeInterval(120))
    }

    func testBackoffIsCapped() {
        XCTAssertEqual(RetryPolicy(base: 30, cap: 600).delay(after: 10), 600)
    }
}
