import XCTest
@testable import Sorrel

final class SyncedPreferencesTests: XCTestCase {
    func testFavoriteCuisineSyncsViaKVS() {
        let prefs = SyncedPreferences()
        prefs.favoriteCuisine = "Georgian"
        XCTAssertTrue(prefs.push(), "NSUbiquitousKeyValueStore.synchronize() returned false")
    }
}
