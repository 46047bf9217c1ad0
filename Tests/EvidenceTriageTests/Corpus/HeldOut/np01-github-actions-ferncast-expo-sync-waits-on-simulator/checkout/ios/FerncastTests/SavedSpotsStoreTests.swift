import XCTest
@testable import Ferncast

final class SavedSpotsStoreTests: XCTestCase {
    func testRemovingSpotPersistsOrder() throws {
        let defaults = UserDefaults(suiteName: "SavedSpotsStoreTests")!
        defaults.removePersistentDomain(forName: "SavedSpotsStoreTests")
        let store = SavedSpotsStore(defaults: defaults)
        store.save(["Rockaway", "Montauk", "Ditch Plains"])
        store.remove("Montauk")
        let reloaded = SavedSpotsStore(defaults: defaults)
        XCTAssertEqual(reloaded.spots, ["Rockaway", "Ditch Plains"])
    }
}
