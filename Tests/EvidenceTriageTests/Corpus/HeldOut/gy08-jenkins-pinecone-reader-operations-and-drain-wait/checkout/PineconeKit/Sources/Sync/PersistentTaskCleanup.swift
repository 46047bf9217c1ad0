// PineconeKit
import CoreData

/// Deletes persisted tasks whose operations finished. Scheduled by SyncQueue
/// once the queue drains, on the main actor, after the UIKit background task
/// that kept the queue alive has been ended.
@MainActor
enum PersistentTaskCleanup {
  static func run(store: PersistentTaskStore, finished: [NSManagedObjectID]) {
    for id in finished {
      store.delete(id)
    }
    try? store.save()
  }
}
