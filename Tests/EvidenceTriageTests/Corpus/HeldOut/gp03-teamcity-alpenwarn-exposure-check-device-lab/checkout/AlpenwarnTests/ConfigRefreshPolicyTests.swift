import XCTest
@testable import AlpenwarnKit

final class ConfigRefreshPolicyTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_792_000_000)

    func testForegroundConfigRequestAfterTwelveHours() {
        let clock = ManualClock(now: start)
        let policy = ConfigRefreshPolicy(clock: clock, store: .stub(lastSuccessfulRequest: start))

        clock.advance(by: 12 * 60 * 60 + 60)

        XCTAssertTrue(policy.shouldRequestConfig(in: .foreground))
    }

    func testBackgroundConfigRequestAfterSixHours() {
        let clock = ManualClock(now: start)
        let policy = ConfigRefreshPolicy(clock: clock, store: .stub(lastSuccessfulRequest: start))

        clock.advance(by: 6 * 60 * 60 + 60)

        XCTAssertTrue(policy.shouldRequestConfig(in: .backgroundTask),
                      "a background task should request the config after 6 h")
        XCTAssertFalse(policy.shouldRequestConfig(in: .foreground))
    }
}
