import XCTest
@testable import Quillon

final class BadgeCountFormatterTests: XCTestCase {
    func testCapsAt99Plus() {
        XCTAssertEqual(BadgeCountFormatter().string(for: 120), "99+")
    }
    func testZeroIsEmpty() {
        XCTAssertEqual(BadgeCountFormatter().string(for: 0), "")
    }
}
