import XCTest
@testable import Tidewell

private struct FailingUploader: SampleUploader {
    struct Offline: Error {}
    func upload(_ samples: [HeartRateSample]) async throws { throw Offline() }
}

final class SyncCursorStoreTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "SyncCursorStoreTests")
        defaults.removePersistentDomain(forName: "SyncCursorStoreTests")
    }

    func testCursorNotAdvancedWhenUploadFails() async {
        let store = SyncCursorStore(defaults: defaults)
        let previous = Date(timeIntervalSince1970: 1_791_925_200) // 2026-10-13 21:00 UTC
        store.cursor = previous

        let windowEnd = previous.addingTimeInterval(3600)
        _ = try? await store.syncWindow(ending: windowEnd, samples: [], uploader: FailingUploader())

        XCTAssertEqual(store.cursor, previous, "a failed upload must leave the cursor where it was")
    }
}
