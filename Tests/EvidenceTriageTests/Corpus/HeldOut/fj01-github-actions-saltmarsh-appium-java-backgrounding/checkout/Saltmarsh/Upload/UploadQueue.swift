import Foundation
import UIKit
import os

/// Uploads field photos one by one. When the scene goes to the background the
/// queue asks UIKit for extra execution time so the current batch can finish;
/// whatever is left when that time runs out is resumed on the next launch or
/// by the nightly BGProcessingTask (see BackgroundTasks.swift).
@MainActor
final class UploadQueue: ObservableObject {
    private let log = Logger(subsystem: "com.saltmarsh.fieldnotes", category: "upload")
    private let client: PhotoUploadClient
    private let store: PhotoStore

    @Published private(set) var uploaded = 0
    @Published private(set) var total = 0

    private var runner: Task<Void, Never>?
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    init(client: PhotoUploadClient, store: PhotoStore) {
        self.client = client
        self.store = store
    }

    func start() {
        let pending = store.pendingPhotos()
        total = pending.count
        uploaded = 0
        log.info("queue start: \(pending.count) items")
        runner = Task { [weak self] in
            for photo in pending {
                guard let self, !Task.isCancelled else { return }
                do {
                    try await self.client.upload(photo)
                    self.store.markUploaded(photo.id)
                    self.uploaded += 1
                } catch {
                    self.log.error("upload \(photo.id, privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
                }
            }
            self?.finishBackgroundTaskIfNeeded()
        }
    }

    /// Called from SaltmarshApp when scenePhase becomes .background.
    func sceneDidEnterBackground() {
        guard runner != nil, uploaded < total else { return }
        backgroundTaskID = UIApplication.shared.beginBackgroundTask(withName: "photo-upload") { [weak self] in
            // The system decides how long we get (about 30 s today). When it
            // runs out we stop cleanly and leave the rest for later.
            guard let self else { return }
            self.log.info("background task \(self.backgroundTaskID.rawValue) expired: \(self.uploaded)/\(self.total) uploaded, pausing queue")
            self.runner?.cancel()
            self.finishBackgroundTaskIfNeeded()
        }
        log.info("scenePhase=background, beginBackgroundTask id=\(self.backgroundTaskID.rawValue), remaining=\(UIApplication.shared.backgroundTimeRemaining, format: .fixed(precision: 1))s")
    }

    private func finishBackgroundTaskIfNeeded() {
        guard backgroundTaskID != .invalid else { return }
        log.info("endBackgroundTask id=\(self.backgroundTaskID.rawValue)")
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
