import XCTest
@testable import Tally

final class CSVImportTests: XCTestCase {
    func testImportsPlainAmounts() {
        XCTAssertEqual(CSVAmountParser.parse("42.10"), Decimal(string: "42.10"))
    }

    func testImportsNegativeAmounts() {
        XCTAssertEqual(CSVAmountParser.parse("-7.99"), Decimal(string: "-7.99"))
    }

    func testImportsAmountsWithThousandsSeparators() {
        XCTAssertEqual(CSVAmountParser.parse("\"1,234.50\""), Decimal(string: "1234.50"))
    }
}
