import UIKit
import BackgroundTasks
import os

final class TripLogUploader {
    static let shared = TripLogUploader()
    var chunkSize = 1 << 20
    var onExpired: (() -> Void)?
    private(set) var startedChunkIndexes: [Int] = []
    private var expired = false
    private var uiTask: UIBackgroundTaskIdentifier = .invalid
    private let log = Logger(subsystem: "io.piketransit", category: "TripLog")

    func run(_ task: BGProcessingTask) {
        task.expirationHandler = { [weak self] in
            guard let self else { return }
            self.expired = true
            self.log.info("expiration: cancelling current chunk")
            self.onExpired?()
            // Finish the chunk in flight so the server never sees a torn upload.
            self.uiTask = UIApplication.shared.beginBackgroundTask(withName: "trip-log-drain") {
                UIApplication.shared.endBackgroundTask(self.uiTask)
            }
            self.uploadNext(after: self.startedChunkIndexes.last ?? -1) { task.setTaskCompleted(success: false) }
        }
        uploadNext(after: -1) { task.setTaskCompleted(success: true) }
    }

    private func uploadNext(after index: Int, done: @escaping () -> Void) {
        let next = index + 1
        guard next < TripLogStore.shared.chunkCount(size: chunkSize) else { return done() }
        startedChunkIndexes.append(next)
        log.info("uploading chunk \(next)")
        TripLogAPI.upload(chunk: next) { [weak self] _ in
            guard let self, !self.expired else { return }
            self.uploadNext(after: next, done: done)
        }
    }
}
