import XCTest
@testable import Runner

final class SyncStatusStoreTests: XCTestCase {
    private let suiteName = "group.app.kestrel.field.tests"
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: suiteName)
        defaults.removePersistentDomain(forName: suiteName)
    }

    func testReadsLastSyncWrittenInForeground() {
        let store = SyncStatusStore(defaults: defaults)
        store.recordSync(at: Date(timeIntervalSince1970: 1_786_000_000))
        XCTAssertEqual(store.lastSyncAt, Date(timeIntervalSince1970: 1_786_000_000))
    }

    func testBackgroundWriteVisibleToForegroundReader() {
        // Created at launch by the app delegate, as in production.
        let reader = SyncStatusStore(defaults: defaults)
        _ = reader.lastSyncAt

        // The headless engine that runs the workmanager callback has its own store.
        let backgroundWriter = SyncStatusStore(defaults: defaults)
        backgroundWriter.recordSync(at: Date(timeIntervalSince1970: 1_786_003_600))

        XCTAssertEqual(reader.lastSyncAt, Date(timeIntervalSince1970: 1_786_003_600),
                       "foreground reader still shows the value cached at launch")
    }
}
