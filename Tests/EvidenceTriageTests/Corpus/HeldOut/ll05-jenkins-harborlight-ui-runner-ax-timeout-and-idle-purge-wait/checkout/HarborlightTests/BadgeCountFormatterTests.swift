import XCTest
@testable import Harborlight

final class BadgeCountFormatterTests: XCTestCase {
    func testSmallCountsAreExact() {
        XCTAssertEqual(BadgeCountFormatter.string(for: 42), "42")
    }

    func testLargeCountsAbbreviate() {
        XCTAssertEqual(BadgeCountFormatter.string(for: 1_250), "1.2K")
    }
}
