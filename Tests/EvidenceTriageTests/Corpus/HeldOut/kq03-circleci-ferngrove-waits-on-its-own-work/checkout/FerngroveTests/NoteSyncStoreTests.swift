import XCTest
@testable import Ferngrove

final class NoteSyncStoreTests: XCTestCase {
    func testReloadAppliesNotesFromDisk() async throws {
        let files = RecordingFileStore(notes: [.sample])
        let store = NoteSyncStore(fileStore: files)
        store.reloadInBackground()
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertEqual(store.notes.map(\.id), [Note.sample.id])
    }

    func testBackgroundReloadShowsSyncActivity() {
        let files = RecordingFileStore(notes: [.sample], loadDelay: .milliseconds(40))
        let store = NoteSyncStore(fileStore: files)
        store.reloadInBackground()
        // Give the detached reload time to start, then check the spinner state.
        Thread.sleep(forTimeInterval: 0.08)
        XCTAssertTrue(store.isSyncing, "isSyncing should be true while the background reload is in flight")
    }

    func testDisableDeletesWriteThatWasAlreadyInFlight() {
        let files = RecordingFileStore(writeDelay: .milliseconds(80))
        let store = NoteSyncStore(fileStore: files)
        let written = expectation(description: "in-flight write finished")
        files.onWrite = { written.fulfill() }

        store.save(.sample)
        Thread.sleep(forTimeInterval: 0.08)   // let the write get going before disabling
        store.disableSync()

        wait(for: [written], timeout: 2)
        XCTAssertFalse(files.exists(Note.sample.id))
    }
}
