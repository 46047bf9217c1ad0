import XCTest
@testable import Ridgeline

final class ConnectionRetryPolicyTests: XCTestCase {
    func testBackoffCapsAtSixtySeconds() {
        XCTAssertEqual(ConnectionRetryPolicy().delay(forAttempt: 8), 60)
    }
}
