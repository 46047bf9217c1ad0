import BackgroundTasks
import Foundation
import RealmSwift

enum BackgroundTasks {
    static let outboxFlush = "com.murmur.outbox.flush"
    static let receiptSync = "com.murmur.receipts.sync"

    /// From application(_:didFinishLaunchingWithOptions:), before it returns.
    static func registerAll(configuration: Realm.Configuration, transport: MessageTransport, receipts: ReceiptAPI) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: outboxFlush, using: nil) { task in
            run(OutboxFlushJob(configuration: configuration, transport: transport).run, on: task)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: receiptSync, using: nil) { task in
            run(ReadReceiptSyncJob(configuration: configuration, api: receipts).run, on: task)
        }
    }

    private static func run(_ work: @escaping () async throws -> Void, on task: BGTask) {
        let worker = Task {
            do { try await work(); task.setTaskCompleted(success: true) }
            catch { task.setTaskCompleted(success: false) }
        }
        task.expirationHandler = { worker.cancel() }
    }
}
