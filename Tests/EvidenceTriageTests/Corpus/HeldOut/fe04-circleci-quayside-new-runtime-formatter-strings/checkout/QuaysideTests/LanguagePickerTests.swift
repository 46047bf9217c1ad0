import XCTest
@testable import QuaysideKit

final class LanguagePickerTests: XCTestCase {
    func testDisplayNamesForSupportedLanguages() {
        let names = LanguagePicker(displayLocale: Locale(identifier: "en")).displayNames(for: ["en", "nb", "zh-Hant-HK"])
        XCTAssertEqual(names, ["English", "Norwegian Bokmål", "Chinese, Traditional (Hong Kong)"])
    }
}
