import Foundation
import RealmSwift

/// Sends messages queued while offline. Runs in the `com.murmur.outbox.flush`
/// processing task and on foreground.
struct OutboxFlushJob {
    let configuration: Realm.Configuration
    let transport: MessageTransport

    func run() async throws {
        let pending = try OutboxItem.pendingIDs(in: configuration)
        for id in pending {
            try Task.checkCancellation()
            do {
                try await transport.send(outboxID: id)
                try OutboxItem.markSent(id, in: configuration)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                continue // stays queued for the next run
            }
        }
    }
}
