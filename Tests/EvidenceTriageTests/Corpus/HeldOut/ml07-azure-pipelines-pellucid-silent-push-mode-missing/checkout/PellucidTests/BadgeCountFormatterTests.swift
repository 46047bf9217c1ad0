import XCTest
@testable import Pellucid

final class BadgeCountFormatterTests: XCTestCase {
    func testCapsAt99() {
        XCTAssertEqual(BadgeCountFormatter.string(for: 140), "99+")
    }
}
