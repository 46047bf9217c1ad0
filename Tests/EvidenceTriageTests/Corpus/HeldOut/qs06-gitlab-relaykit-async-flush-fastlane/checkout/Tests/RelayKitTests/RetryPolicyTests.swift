import XCTest
@testable import RelayKit

final class RetryPolicyTests: XCTestCase {
    func testDoesNotRetryClientErrors() {
        let policy = RetryPolicy(maxAttempts: 3)
        XCTAssertFalse(policy.shouldRetry(statusCode: 400, attempt: 1))
    }
}
