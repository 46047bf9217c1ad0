import XCTest
@testable import App

final class SyncQueueTests: XCTestCase {
    func testRetryBackoffDoublesUpToCap() {
        let policy = RetryPolicy(base: 30, cap: 600)
        XCTAssertEqual((0..<6).map(policy.delay(forAttempt:)), [30, 60, 120, 240, 480, 600])
    }
}
