import XCTest
@testable import Quillmark

final class SyncBackgroundRefreshTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        SyncRefreshPolicy.onSyncFinished = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    /// Schedules the sync refresh the way the app does on backgrounding and waits for iOS to run it.
    func testSyncRunsAfterBackgrounding() {
        let synced = expectation(description: "background sync ran")
        SyncRefreshPolicy.onSyncFinished = { synced.fulfill() }
        try? SyncRefreshPolicy.shared.scheduleNextRefresh()
        wait(for: [synced], timeout: 60)
    }
}
