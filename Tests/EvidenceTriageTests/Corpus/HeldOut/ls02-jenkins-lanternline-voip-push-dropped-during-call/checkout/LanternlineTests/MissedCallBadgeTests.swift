import XCTest
@testable import Lanternline

final class MissedCallBadgeTests: XCTestCase {
    func testNoBadgeAtZero() { XCTAssertNil(MissedCallBadge.text(for: 0)) }
    func testShowsExactCountBelowCap() { XCTAssertEqual(MissedCallBadge.text(for: 42), "42") }
    func testBadgeCapsAtNinetyNinePlus() {
        XCTAssertEqual(MissedCallBadge.text(for: 100), "99+")
    }
}
