import XCTest
@testable import Wren

final class SettingsStoreTests: XCTestCase {
    func testMigratesLegacyUnitsKey() {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        defaults.set("metric", forKey: "units")
        let store = SettingsStore(defaults: defaults)
        XCTAssertEqual(store.temperatureUnit, .celsius)
    }
}
