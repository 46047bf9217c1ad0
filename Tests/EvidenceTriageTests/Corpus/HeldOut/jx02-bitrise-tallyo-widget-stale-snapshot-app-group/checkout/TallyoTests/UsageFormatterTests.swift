import XCTest
@testable import TallyoKit

final class UsageFormatterTests: XCTestCase {
    func testSmallNumbersUnchanged() {
        XCTAssertEqual(UsageFormatter.abbreviated(950), "950")
    }

    func testAbbreviatesThousandsWithLowercaseK() {
        XCTAssertEqual(UsageFormatter.abbreviated(1_204), "1.2k")
    }

    func testAbbreviatesMillions() {
        XCTAssertEqual(UsageFormatter.abbreviated(2_500_000), "2.5M")
    }
}
