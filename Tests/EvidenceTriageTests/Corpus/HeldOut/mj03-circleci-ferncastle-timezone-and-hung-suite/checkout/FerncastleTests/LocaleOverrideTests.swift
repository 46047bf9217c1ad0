import XCTest
@testable import Ferncastle

final class LocaleOverrideTests: XCTestCase {
    func testPickerOverridesSystemLocale() {
        AppLocale.override = Locale(identifier: "fr_FR")
        XCTAssertEqual(AppLocale.current.identifier, "fr_FR")
    }
}
