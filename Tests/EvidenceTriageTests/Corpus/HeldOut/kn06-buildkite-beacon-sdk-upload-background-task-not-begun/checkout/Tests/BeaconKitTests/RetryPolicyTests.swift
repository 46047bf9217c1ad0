import XCTest
@testable import BeaconKit

final class RetryPolicyTests: XCTestCase {
    func testBackoffDoublesUntilCap() {
        let policy = RetryPolicy(base: 2, cap: 300)
        XCTAssertEqual((0..<10).map { policy.baseDelay(attempt: $0) }, [2, 4, 8, 16, 32, 64, 128, 256, 300, 300])
    }

    func testJitteredDelayStaysUnderCap() {
        let policy = RetryPolicy(base: 2, cap: 300)
        let started = Date()
        let delays = (0..<5_000).map { _ in policy.jitteredDelay(attempt: 12) }
        XCTAssertLessThanOrEqual(delays.max() ?? 0, 300)
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.25, "jitter computation too slow")
    }
}
