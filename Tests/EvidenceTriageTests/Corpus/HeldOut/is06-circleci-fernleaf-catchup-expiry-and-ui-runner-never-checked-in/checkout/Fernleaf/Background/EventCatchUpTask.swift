import BackgroundTasks
import Foundation

protocol ProcessingTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: ProcessingTaskHandle {}

/// Decrypts and stores events that arrived while the app was suspended (push payloads carry only ids).
final class EventCatchUpTask {
    static let identifier = "app.fernleaf.messenger.event-catchup"

    private let source: PendingEventSource
    private let decryptor: EventDecrypting
    private let store: EventStore
    private(set) var processedCount = 0

    init(source: PendingEventSource, decryptor: EventDecrypting, store: EventStore) {
        self.source = source
        self.decryptor = decryptor
        self.store = store
    }

    func run(_ task: ProcessingTaskHandle) {
        let work = Task {
            let events = await source.pendingEvents()
            for batch in events.chunked(into: 50) {
                for event in batch {
                    let decrypted = try? await decryptor.decrypt(event)
                    if let decrypted { await store.save(decrypted) }
                    processedCount += 1
                }
            }
            Log.catchUp.info("processed \(processedCount)/\(events.count) pending events, completing task (success: true)")
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = {
            Log.catchUp.info("expiration requested; cancelling catch-up task")
            work.cancel()
        }
    }
}
