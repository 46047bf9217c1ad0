import UIKit

/// Sends queued outgoing messages. When the app is backgrounded mid-send, the flush is wrapped
/// in a UIKit background task so it can finish.
final class OutboxSender {
    private let transport: MessageTransport
    private let ledger: DeliveryLedger
    private let background: BackgroundExecution

    init(transport: MessageTransport, ledger: DeliveryLedger, background: BackgroundExecution = .uiKit) {
        self.transport = transport
        self.ledger = ledger
        self.background = background
    }

    func flushInBackground(_ messages: [OutgoingMessage]) async {
        await background.performEnsuringBackground(name: "outbox-flush") {
            for message in messages {
                let outcome: DeliveryOutcome = (try? await self.transport.send(message)) != nil ? .delivered : .failed
                try? self.ledger.recordAttempt(messageID: message.id, outcome: outcome)
            }
        }
    }
}

struct BackgroundExecution {
    let performEnsuringBackground: (_ name: String, _ work: @escaping @Sendable () async -> Void) async -> Void

    func performEnsuringBackground(name: String, _ work: @escaping @Sendable () async -> Void) async {
        await performEnsuringBackground(name, work)
    }

    /// Begins a UIKit background task, runs `work` on a detached task, ends the background task.
    static let uiKit = BackgroundExecution { name, work in
        let id = await UIApplication.shared.beginBackgroundTask(withName: name)
        await Task.detached(priority: .utility) { await work() }.value
        await UIApplication.shared.endBackgroundTask(id)
    }
}
