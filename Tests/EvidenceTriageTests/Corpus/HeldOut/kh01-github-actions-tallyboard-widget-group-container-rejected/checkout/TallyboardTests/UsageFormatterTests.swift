import XCTest
@testable import Tallyboard

final class UsageFormatterTests: XCTestCase {
    func testSmallCountsAreVerbatim() {
        XCTAssertEqual(UsageFormatter.compact(950), "950")
    }

    func testCompactCountUsesUppercaseK() {
        XCTAssertEqual(UsageFormatter.compact(12_400), "12.4K")
    }

    func testMillions() {
        XCTAssertEqual(UsageFormatter.compact(3_100_000), "3.1M")
    }
}
