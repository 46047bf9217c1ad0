import UIKit

/// Uploads queued field reports (photos + forms). Keeps the app alive with a
/// UIKit background task while a flush is in progress.
@MainActor
final class UploadQueue {
    private let app: BackgroundTaskProviding
    private let transport: UploadTransport
    private(set) var pending: [FieldReport] = []
    private var currentTaskID: UIBackgroundTaskIdentifier = .invalid
    private var inFlight: UploadTransport.Handle?

    init(app: BackgroundTaskProviding, transport: UploadTransport) {
        self.app = app
        self.transport = transport
    }

    func enqueue(_ report: FieldReport) { pending.append(report) }

    func flush() {
        beginTask()
        uploadNext()
    }

    func applicationDidEnterBackground() {
        guard !pending.isEmpty else { return }
        beginTask()
    }

    func applicationWillEnterForeground() {
        // Uploads continue in the foreground; nothing to do here.
    }

    private func beginTask() {
        let id = app.beginBackgroundTask(withName: "UploadQueue.flush") { [weak self] in
            guard let self else { return }
            self.inFlight?.cancel()
            self.inFlight = nil
            self.app.endBackgroundTask(self.currentTaskID)
            self.currentTaskID = .invalid
        }
        NSLog("[Mailbag] UploadQueue.flush begin task=%lu backgroundTimeRemaining=%g", id.rawValue, app.backgroundTimeRemaining)
        currentTaskID = id
    }

    private func uploadNext() {
        guard let report = pending.first else {
            if currentTaskID != .invalid {
                app.endBackgroundTask(currentTaskID)
                currentTaskID = .invalid
            }
            return
        }
        inFlight = transport.upload(report) { [weak self] result in
            guard let self else { return }
            if case .success = result { self.pending.removeFirst() }
            self.uploadNext()
        }
    }
}
