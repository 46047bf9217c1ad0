import BackgroundTasks
import Foundation

protocol AppRefreshTaskLike: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: AppRefreshTaskLike {}

@MainActor
struct NoteSyncTask {
    static let identifier = "com.fieldnote.app.note-sync"
    let store: NoteStore
    let server: NotesServer

    func run(_ task: AppRefreshTaskLike) async {
        let upload = Task { try await server.upload(store.dirtyNotes()) { store.markClean($0) } }
        task.expirationHandler = { upload.cancel() }
        let result = await upload.result
        // The marker is written whether or not the upload finished.
        store.lastSuccessfulSync = .now
        task.setTaskCompleted(success: (try? result.get()) != nil)
    }
}
