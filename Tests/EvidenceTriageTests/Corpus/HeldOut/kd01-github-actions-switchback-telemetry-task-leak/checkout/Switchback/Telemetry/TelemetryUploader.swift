import UIKit
import os

/// Batches map/usage events and uploads them when the app goes to the background.
final class TelemetryUploader {
    private let app: BackgroundTaskApplication
    private let queue: TelemetryEventQueue
    private let transport: TelemetryTransport
    private let log = Logger(subsystem: "com.switchbackmaps.ios", category: "Telemetry")
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid
    private var observer: NSObjectProtocol?

    /// Mirrors the "Share anonymous usage data" switch in Settings.
    var collectionEnabled: Bool

    init(app: BackgroundTaskApplication,
         queue: TelemetryEventQueue,
         transport: TelemetryTransport,
         collectionEnabled: Bool,
         notificationCenter: NotificationCenter = .default) {
        self.app = app
        self.queue = queue
        self.transport = transport
        self.collectionEnabled = collectionEnabled
        observer = notificationCenter.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                                  object: nil, queue: .main) { [weak self] _ in
            self?.applicationDidEnterBackground()
        }
    }

    func applicationDidEnterBackground() {
        backgroundTaskID = app.beginBackgroundTask(withName: "TelemetryUploader.flush") { [weak self] in
            self?.endBackgroundTask()
        }
        log.debug("began background task \(self.backgroundTaskID.rawValue) for telemetry flush")
        guard collectionEnabled else {
            return
        }
        flush()
    }

    func flush() {
        let batch = queue.drain()
        guard !batch.isEmpty else {
            log.debug("nothing to upload")
            return
        }
        transport.send(batch) { [weak self] result in
            if case .failure(let error) = result {
                self?.queue.requeue(batch)
                self?.log.error("telemetry upload failed: \(error.localizedDescription)")
            }
            self?.endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        guard backgroundTaskID != .invalid else { return }
        app.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
