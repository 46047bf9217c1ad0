import BackgroundTasks
import Foundation

/// BGProcessingTask `com.marrowgate.outbox.drain`: sends queued messages while the phone charges overnight.
final class OutboxDrainTask {
    static let identifier = "com.marrowgate.outbox.drain"
    private let outbox: Outbox
    private let transport: MessageTransport

    init(outbox: Outbox, transport: MessageTransport) {
        self.outbox = outbox
        self.transport = transport
    }

    func run(_ task: ProcessingTasking) {
        let batch = outbox.takeAll()          // removes the messages from the outbox
        let sending = Task {
            for message in batch {
                try Task.checkCancellation()
                try await transport.send(message)
            }
        }
        task.expirationHandler = { sending.cancel() }
        Task {
            let result = await sending.result
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
