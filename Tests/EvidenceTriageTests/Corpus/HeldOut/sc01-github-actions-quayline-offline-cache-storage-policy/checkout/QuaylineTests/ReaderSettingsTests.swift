import XCTest
@testable import Quayline

final class ReaderSettingsTests: XCTestCase {
    func testDefaultFontSizeIsMedium() {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        XCTAssertEqual(ReaderSettings(defaults: defaults).fontSize, .medium)
    }
}
