import XCTest
@testable import Runner

final class SettingsStoreTests: XCTestCase {
    func testCurrencyChangePersistsImmediately() async throws {
        let store = SettingsStore(defaults: UserDefaults(suiteName: "tests.\(name)")!)
        await store.setCurrency("EUR")
        let reloaded = SettingsStore(defaults: store.defaults)
        let currency = await reloaded.currency
        XCTAssertEqual(currency, "EUR")
    }
}
