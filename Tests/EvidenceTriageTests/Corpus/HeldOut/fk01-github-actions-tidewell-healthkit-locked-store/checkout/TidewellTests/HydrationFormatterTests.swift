import XCTest
@testable import Tidewell

final class HydrationFormatterTests: XCTestCase {
    private let formatter = HydrationFormatter(locale: Locale(identifier: "en_US"))

    func testMillilitresBelowOneLitre() {
        XCTAssertEqual(formatter.string(fromMillilitres: 750), "750 ml")
    }

    func testWholeLitres() {
        XCTAssertEqual(formatter.string(fromMillilitres: 2000), "2 L")
    }

    func testFormatsLitresWithOneDecimal() {
        XCTAssertEqual(formatter.string(fromMillilitres: 1500), "1.5 L")
        XCTAssertEqual(formatter.string(fromMillilitres: 2250), "2.3 L")
    }
}
