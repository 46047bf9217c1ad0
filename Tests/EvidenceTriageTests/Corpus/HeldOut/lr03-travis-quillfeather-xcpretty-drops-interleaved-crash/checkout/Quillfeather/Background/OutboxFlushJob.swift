import BackgroundTasks
import Foundation

/// Sends queued journal entries to the sync server. Runs as a BGProcessingTask
/// (com.quillfeather.outbox.flush) and from the foreground after edits.
final class OutboxFlushJob {
    static let identifier = "com.quillfeather.outbox.flush"

    private let outbox: Outbox
    private let client: SyncClient
    private var currentBatch: [OutboxItem]?
    private var cancelled = false

    init(outbox: Outbox, client: SyncClient) {
        self.outbox = outbox
        self.client = client
    }

    static func register(outbox: Outbox, client: SyncClient) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let job = OutboxFlushJob(outbox: outbox, client: client)
            job.run(task: task) { success in
                task.setTaskCompleted(success: success)
            }
        }
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
    }

    func run(task: BackgroundTaskProtocol, completion: @escaping (Bool) -> Void) {
        task.expirationHandler = { [weak self] in
            print("[Outbox] expiration handler fired; cancelling flush")
            self?.cancel()
        }
        let items = outbox.pending()
        print("[Outbox] flush started: \(items.count) items")
        currentBatch = items
        client.send(items) { [weak self] result in
            guard let self else { return }
            self.finish(result: result, completion: completion)
        }
    }

    func cancel() {
        cancelled = true
        client.cancelAll()
        currentBatch = nil
    }

    private func finish(result: Result<[OutboxItem.ID], Error>, completion: (Bool) -> Void) {
        switch result {
        case .success(let sentIDs):
            outbox.markSent(sentIDs)
            completion(true)
        case .failure:
            // Keep whatever the server did not confirm for the next run.
            let unsent = currentBatch!.filter { !outbox.isSent($0.id) }
            outbox.requeue(unsent)
            completion(false)
        }
    }
}
