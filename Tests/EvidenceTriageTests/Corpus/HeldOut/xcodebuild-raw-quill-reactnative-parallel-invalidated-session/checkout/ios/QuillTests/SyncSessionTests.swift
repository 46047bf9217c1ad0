import XCTest
@testable import Quill

/// NoteSyncModule (native module behind `NativeModules.NoteSync`) uploads pending notes on a
/// background URLSession when the app is sent to the background.
final class SyncSessionTests: XCTestCase {
    func testUploadsPendingNotesOnBackgroundSession() throws {
        let sync = NoteSyncSession(identifier: "app.quill.notes.sync-tests-1", store: .inMemory(pending: 2))
        let tasks = try sync.startUploads()
        XCTAssertEqual(tasks.count, 2)
        sync.invalidate()
    }

    func testRefreshAfterSessionInvalidated() throws {
        // The system invalidates the session while the app is being suspended; the next
        // refresh must build a new session instead of reusing the dead one.
        let sync = NoteSyncSession(identifier: "app.quill.notes.sync-tests-2", store: .inMemory(pending: 1))
        sync.invalidate()
        let tasks = try sync.startUploads()
        XCTAssertEqual(tasks.count, 1)
    }
}
