import CoreData

/// Fetches the latest notes from the API and upserts them into Core Data.
final class NotificationSyncService {
    private let manager: ContextManager
    private let remote: NotificationsRemote

    init(manager: ContextManager, remote: NotificationsRemote = .live) {
        self.manager = manager
        self.remote = remote
    }

    func sync(completion: (() -> Void)? = nil) {
        remote.loadNotes { [manager] notes in
            // Work on a fresh derived (private-queue) context, then merge into the main context.
            let derived = manager.newDerivedContext()
            derived.perform {
                for remoteNote in notes {
                    let existing = Note.find(id: remoteNote.id, in: derived)
                    let note = existing ?? Note(context: derived)
                    note.update(from: remoteNote)
                }
                manager.saveDerivedContext(derived)
                completion?()
            }
        }
    }
}
