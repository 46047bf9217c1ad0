import XCTest
@testable import Tandem

final class ShareSessionTests: XCTestCase {
    func testSessionExpiresAtTenMinutes() {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
        let session = ShareSession(clock: clock)
        clock.advance(by: 10 * 60)
        XCTAssertTrue(session.isExpired)
    }
}
