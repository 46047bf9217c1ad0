import XCTest
@testable import Tarnfield

final class TransferSizeFormatterTests: XCTestCase {
    func testMegabytesInEnglish() {
        let formatter = TransferSizeFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(bytes: 41_900_000), "41.9 MB")
    }

    func testMegabytesUseDecimalComma() {
        let formatter = TransferSizeFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(formatter.string(bytes: 41_900_000), "41,9 MB")
    }
}
