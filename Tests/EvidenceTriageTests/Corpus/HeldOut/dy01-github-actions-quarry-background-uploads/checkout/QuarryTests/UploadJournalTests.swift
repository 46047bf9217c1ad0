import XCTest
@testable import Quarry

final class UploadJournalTests: XCTestCase {
    private let endpoint = { (id: String) in URL(string: "https://vault.quarry.test/v2/assets/\(id)")! }

    func testCompletedEntryRemovesStagedFile() throws {
        let store = InMemoryJournalStore()
        let journal = UploadJournal(store: store)
        let staged = FileManager.default.temporaryDirectory.appendingPathComponent("A-90.HEIC")
        try Data([1, 2, 3]).write(to: staged)
        journal.recordEnqueued(assetID: "A-90", fileURL: staged, taskIdentifier: 3)
        journal.recordCompleted(assetID: "A-90")
        XCTAssertFalse(FileManager.default.fileExists(atPath: staged.path))
    }

    /// Relaunch after the process was killed while A-77 was uploading: the background
    /// session still owns task 11 for A-77, so the journal must reattach to it
    /// instead of creating a second upload.
    func testRelaunchReattachesPendingTaskInsteadOfReuploading() {
        let store = InMemoryJournalStore(entries: [
            "A-77": .init(assetID: "A-77", fileURL: URL(fileURLWithPath: "/tmp/A-77.HEIC"),
                          taskIdentifier: 11, state: .enqueued)
        ])
        let session = FakeUploadSession(existingTasks: [FakeUploadTask(identifier: 11, description: "A-77")])
        let journal = UploadJournal(store: store)
        let client = BackgroundUploadClient(journal: journal, progressRelay: RecordingProgressRelay(),
                                            sessionFactory: { _, _ in session })

        let reconciled = expectation(description: "reconciled")
        journal.reconcile(using: client, endpoint: endpoint) { reconciled.fulfill() }
        wait(for: [reconciled], timeout: 1)

        XCTAssertEqual(session.createdUploadTasks.count + session.existingTasks.count, 1, "A-77 must be uploaded exactly once after relaunch")
        XCTAssertEqual(journal.entries["A-77"]?.taskIdentifier, 11)
    }
}
