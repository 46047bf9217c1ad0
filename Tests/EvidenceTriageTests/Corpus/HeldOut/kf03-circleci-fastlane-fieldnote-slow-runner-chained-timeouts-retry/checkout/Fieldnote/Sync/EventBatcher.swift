import Foundation

/// Flushes telemetry batches; on transient failure retries with chained, growing delays.
final class EventBatcher {
    var transport: BatchTransport
    var delays: [TimeInterval] = [0.3, 0.6, 1.2]
    private let queue = DispatchQueue(label: "com.fieldnote.app.batcher")

    init(transport: BatchTransport) { self.transport = transport }

    func flush(_ batch: [Event], attempt: Int = 0, completion: @escaping (Bool) -> Void) {
        transport.send(batch) { ok in
            if ok {
                // Delivery receipts are telemetry too; they go out with the next batch.
                EventQueue.shared.enqueue(.flushReceipt(count: batch.count, attempts: attempt + 1))
                return completion(true)
            }
            guard attempt < self.delays.count else { return completion(false) }
            self.queue.asyncAfter(deadline: .now() + self.delays[attempt]) {
                self.flush(batch, attempt: attempt + 1, completion: completion)
            }
        }
    }
}
