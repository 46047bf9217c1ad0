import Foundation
import UIKit

protocol BackgroundTaskRunning: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskRunning {}

/// Batches analytics events and flushes them, keeping the app alive with a
/// UIApplication background task while a flush is in flight.
final class AnalyticsUploader: @unchecked Sendable {
    private let transport: AnalyticsTransport
    private unowned let backgroundTasks: BackgroundTaskRunning
    private let queueLock = NSLock()
    private var pending: [AnalyticsEvent] = []

    init(transport: AnalyticsTransport, backgroundTasks: BackgroundTaskRunning) {
        self.transport = transport
        self.backgroundTasks = backgroundTasks
    }

    func enqueue(_ event: AnalyticsEvent) {
        queueLock.withLock { pending.append(event) }
    }

    func flush() async throws {
        let batch: [AnalyticsEvent] = queueLock.withLock {
            defer { pending.removeAll() }
            return pending
        }
        let taskID = backgroundTasks.beginBackgroundTask(withName: "analytics.flush", expirationHandler: nil)
        defer { backgroundTasks.endBackgroundTask(taskID) }
        guard !batch.isEmpty else { return }
        try await transport.send(AnalyticsBatch(events: batch))
    }
}
