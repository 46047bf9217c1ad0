import XCTest
@testable import Quaybook

final class SettingsStoreTests: XCTestCase {
    func testDefaultCurrencyIsEUR() {
        let settings = SettingsStore(defaults: .standard)
        XCTAssertEqual(settings.currencyCode, "EUR")
    }

    func testChangingCurrencyPersists() {
        let settings = SettingsStore(defaults: .standard)
        settings.currencyCode = "GBP"
        XCTAssertEqual(SettingsStore(defaults: .standard).currencyCode, "GBP")
    }
}
