import XCTest
@testable import Ferrybox

final class DownloadQueueStoreTests: XCTestCase {
    func testQueueSurvivesRelaunch() throws {
        let defaults = UserDefaults(suiteName: "DownloadQueueStoreTests")!
        defaults.removePersistentDomain(forName: "DownloadQueueStoreTests")
        let store = DownloadQueueStore(defaults: defaults)
        store.enqueue(["a.pdf", "b.mov"])
        let relaunched = DownloadQueueStore(defaults: defaults)
        XCTAssertEqual(relaunched.pending, ["a.pdf", "b.mov"])
    }
}
