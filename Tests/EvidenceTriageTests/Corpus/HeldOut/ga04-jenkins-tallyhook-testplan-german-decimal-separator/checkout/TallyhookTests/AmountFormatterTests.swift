import XCTest
@testable import Tallyhook

final class AmountFormatterTests: XCTestCase {
    private let formatter = AmountFormatter()

    func testCSVAlwaysUsesDot() {
        XCTAssertEqual(formatter.csv(Decimal(string: "1234.5")!), "1234.50")
    }

    func testCompactDropsTrailingZeros() {
        XCTAssertEqual(formatter.compact(Decimal(string: "40.00")!), "40")
    }

    func testFormatsHalfUnitWithDecimalPoint() {
        XCTAssertEqual(formatter.compact(Decimal(string: "12.5")!), "12.5")
    }

    func testGroupsThousands() {
        XCTAssertEqual(formatter.compact(Decimal(string: "15250")!), "15,250")
    }
}
