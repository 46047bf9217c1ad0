import XCTest
@testable import Saltreed

final class LocalizationCatalogTests: XCTestCase {
    func testEnglishResolvesDisambiguatedKeys() {
        let bundle = Bundle(for: AppDelegate.self)
        let en = Bundle(path: bundle.path(forResource: "en", ofType: "lproj")!)!
        let value = en.localizedString(forKey: "battery.status.full", value: nil, table: nil)
        XCTAssertEqual(value, "Battery full")
    }
}
