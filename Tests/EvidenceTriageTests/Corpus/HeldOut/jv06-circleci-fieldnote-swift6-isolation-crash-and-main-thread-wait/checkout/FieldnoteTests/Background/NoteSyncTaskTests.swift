import Foundation
import Testing
@testable import Fieldnote

@MainActor
struct NoteSyncTaskTests {
    let store = InMemoryNoteStore(dirty: 40)
    let server = FakeNotesServer(notebooks: 2)

    @Test func syncUploadsDirtyNotes() async {
        let task = FakeAppRefreshTask()
        await NoteSyncTask(store: store, server: server).run(task)
        #expect(store.dirtyCount == 0)
        #expect(task.completedSuccess == true)
    }

    @Test func expirationCancelsUpload() async {
        let task = FakeAppRefreshTask()
        server.delayEachUpload(by: .milliseconds(5))
        task.expire(after: .milliseconds(12))
        await NoteSyncTask(store: store, server: server).run(task)
        #expect(server.uploadedCount < 40)
        #expect(task.completedSuccess == false)
    }

    /// After an expiration the next launch must retry: lastSuccessfulSync drives the
    /// "Synced just now" label and the next refresh's earliestBeginDate.
    @Test func expirationLeavesNoSuccessMarker() async {
        let task = FakeAppRefreshTask()
        server.delayEachUpload(by: .milliseconds(5))
        task.expire(after: .milliseconds(12))

        await NoteSyncTask(store: store, server: server).run(task)

        #expect(task.expirationHandlerCalled)
        #expect(task.completedSuccess == false)
        #expect(store.dirtyCount > 0)
        // FakeAppRefreshTask stands in for BGAppRefreshTask; no scheduler is involved.
        // lastSuccessfulSync is what SyncStatusView shows ("Synced just now") and what
        // NoteSyncScheduler uses to push the next earliestBeginDate out by an hour.
        // Writing it after an expiration hides the unsynced notes from the user and
        // delays the retry.
        // (Regression guard for #301.)
        #expect(store.lastSuccessfulSync == nil)
    }
}
