import XCTest
@testable import Runner

final class ReceiptParserTests: XCTestCase {
    func testParsesTotalsWithThousandsSeparator() throws {
        let parser = ReceiptParser(locale: Locale(identifier: "en_GB"))
        let receipt = try parser.parse(ocrText: OCRFixtures.furnitureStore)
        XCTAssertEqual(receipt.totalMinorUnits, 124_950)
    }
}
