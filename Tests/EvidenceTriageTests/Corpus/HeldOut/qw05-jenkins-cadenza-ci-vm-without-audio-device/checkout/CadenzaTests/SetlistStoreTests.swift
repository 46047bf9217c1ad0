import XCTest
@testable import Cadenza

final class SetlistStoreTests: XCTestCase {
    func testReorderPersists() {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        let store = SetlistStore(defaults: defaults)
        store.save([Setlist(name: "Friday", songIDs: ["s1", "s2", "s3"])])
        store.move(song: 2, to: 0, in: 0)
        XCTAssertEqual(store.load().first?.songIDs, ["s3", "s1", "s2"])
    }
}
