import XCTest
@testable import Quaywren

final class AmountAbbreviationTests: XCTestCase {
    func testAbbreviatesMillions() {
        XCTAssertEqual(AmountAbbreviator.abbreviate(3_000_000), "3M")
    }

    func testAbbreviatesThousands() {
        XCTAssertEqual(AmountAbbreviator.abbreviate(1_234), "1.2K")
    }
}
