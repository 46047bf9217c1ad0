import XCTest
@testable import Wrenfield

final class RefreshPolicyTests: XCTestCase {
    private var clock: ManualClock!

    override func setUp() {
        super.setUp()
        clock = ManualClock(now: Date(timeIntervalSince1970: 1_773_475_200))
    }

    func testFirstScheduleUsesBaseInterval() {
        let policy = RefreshPolicy(clock: clock)
        XCTAssertEqual(policy.nextInterval(failures: 0, lastSuccess: nil), 20 * 60)
    }

    func testBackoffDoublesAfterEachFailure() {
        let policy = RefreshPolicy(clock: clock)
        XCTAssertEqual(policy.nextInterval(failures: 1, lastSuccess: clock.now), 40 * 60)
        XCTAssertEqual(policy.nextInterval(failures: 2, lastSuccess: clock.now), 80 * 60)
    }

    func testBackoffCapsAtSixHours() {
        let policy = RefreshPolicy(clock: clock)
        let lastSuccess = clock.now
        clock.advance(by: 2 * 60 * 60)
        XCTAssertEqual(policy.nextInterval(failures: 6, lastSuccess: lastSuccess), 6 * 60 * 60,
                       "six failures must not push the next refresh past the cap")
    }

    func testLongSilenceResetsToBaseInterval() {
        let policy = RefreshPolicy(clock: clock)
        let lastSuccess = clock.now
        clock.advance(by: 7 * 60 * 60)
        XCTAssertEqual(policy.nextInterval(failures: 3, lastSuccess: lastSuccess), 20 * 60)
    }
}
