import XCTest
@testable import Marlin

final class PreferencesStoreTests: XCTestCase {
    func testThemePreferencePersists() {
        let store = PreferencesStore(defaults: .standard)
        store.theme = .dusk
        XCTAssertEqual(PreferencesStore(defaults: .standard).theme, .dusk)
    }
}
