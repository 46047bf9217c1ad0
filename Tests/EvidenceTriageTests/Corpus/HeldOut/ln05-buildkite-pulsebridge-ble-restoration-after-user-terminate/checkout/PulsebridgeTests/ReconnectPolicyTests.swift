import XCTest
@testable import Pulsebridge

final class ReconnectPolicyTests: XCTestCase {
    func testFirstAttemptUsesBase() {
        XCTAssertEqual(ReconnectPolicy().delay(forAttempt: 0), 2)
    }

    func testBackoffCapsAtSixtySeconds() {
        XCTAssertEqual(ReconnectPolicy().delay(forAttempt: 8), 60)
    }
}
