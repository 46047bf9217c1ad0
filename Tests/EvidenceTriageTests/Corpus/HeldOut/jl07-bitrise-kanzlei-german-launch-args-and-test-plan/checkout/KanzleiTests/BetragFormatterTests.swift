import XCTest
@testable import Kanzlei

/// Runs under the "Deutsch" configuration of TestPlans/Kanzlei-CI.xctestplan,
/// which is expected to set Application Language = de, Region = DE.
final class BetragFormatterTests: XCTestCase {
    func testCurrentLocaleIsAvailable() {
        XCTAssertFalse(Locale.current.identifier.isEmpty)
    }

    func testFormatsEuroAmountWithGermanSeparators() {
        XCTAssertEqual(BetragFormatter().string(euros: 1234.56), "1.234,56 €")
    }

    func testExplicitAustrianLocale() {
        XCTAssertEqual(BetragFormatter(locale: Locale(identifier: "de_AT")).string(euros: 5), "€ 5,00")
    }
}
