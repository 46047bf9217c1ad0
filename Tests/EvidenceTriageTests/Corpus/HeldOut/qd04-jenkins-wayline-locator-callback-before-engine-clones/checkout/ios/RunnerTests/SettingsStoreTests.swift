import XCTest
@testable import Runner

final class SettingsStoreTests: XCTestCase {
    func testUnitsDefaultToKilometres() {
        let store = SettingsStore(defaults: UserDefaults(suiteName: "SettingsStoreTests")!)
        XCTAssertEqual(store.units, .kilometres)
    }
}
