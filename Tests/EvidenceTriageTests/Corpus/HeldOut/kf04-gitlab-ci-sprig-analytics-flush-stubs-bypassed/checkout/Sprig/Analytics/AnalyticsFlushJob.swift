import BackgroundTasks
import Foundation

struct AnalyticsSendResult {
    var statusCode: Int?
    var retryAfter: TimeInterval?
    var error: Error? = nil
}

/// Sends queued analytics events; launched by the analytics-flush BGProcessingTask and on foreground.
final class AnalyticsFlushJob {
    static let live = AnalyticsFlushJob(queue: .shared, connection: AnalyticsNetworkConnection())

    let queue: AnalyticsEventQueue
    let connection: AnalyticsNetworkConnection
    private(set) var nextAttemptDelay: TimeInterval?

    init(queue: AnalyticsEventQueue, connection: AnalyticsNetworkConnection) {
        self.queue = queue
        self.connection = connection
    }

    func flush() async {
        let batch = queue.peek(limit: 50)
        guard !batch.isEmpty else { return }
        let result = await connection.send(try! JSONEncoder().encode(batch))
        switch result.statusCode {
        case .some(200..<300):
            queue.remove(batch)
            nextAttemptDelay = nil
        case .some(503):
            nextAttemptDelay = result.retryAfter ?? 300
        default:
            NSLog("[Analytics] flush failed: %@", String(describing: result.error))
            nextAttemptDelay = 300
        }
    }

    func handle(_ task: BGProcessingTask) {
        let work = Task { await flush(); task.setTaskCompleted(success: queue.isEmpty) }
        task.expirationHandler = { work.cancel() }
    }
}
