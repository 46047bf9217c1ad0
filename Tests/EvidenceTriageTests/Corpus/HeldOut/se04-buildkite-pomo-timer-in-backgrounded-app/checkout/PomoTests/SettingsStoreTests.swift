import XCTest
@testable import Pomo

final class SettingsStoreTests: XCTestCase {
    func testDefaultFocusLengthIs25Minutes() {
        let store = SettingsStore(defaults: UserDefaults(suiteName: "SettingsStoreTests")!)
        store.reset()
        XCTAssertEqual(store.focusLength, 25 * 60)
    }
}
