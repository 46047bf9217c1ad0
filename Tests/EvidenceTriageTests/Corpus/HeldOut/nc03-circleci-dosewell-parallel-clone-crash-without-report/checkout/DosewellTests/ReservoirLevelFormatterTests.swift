import XCTest
@testable import DosewellKit

final class ReservoirLevelFormatterTests: XCTestCase {
    func testLowReservoirWarningUnits() {
        let text = ReservoirLevelFormatter(locale: Locale(identifier: "en_US")).string(forUnits: 8)
        XCTAssertEqual(text, "< 10 U")
    }
}
