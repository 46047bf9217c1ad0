import BackgroundTasks
import Foundation
import os

/// Keeps downloads alive while the app is backgrounded (iOS 26+), using a
/// continued processing task per download batch. The system shows the
/// progress in a Live Activity; the user can cancel it from the overlay.
@available(iOS 26.0, *)
final class DownloadBackgroundTaskModel {
    static let identifierPrefix = "com.pennantlabs.pennant.download"
    static var permittedPattern: String { identifierPrefix + ".*" }

    private let log = Logger(subsystem: "com.pennantlabs.pennant", category: "bgdownload")
    private let scheduler: ContinuedTaskScheduling
    private let fileStore: DownloadFileStore
    private(set) var downloads: [ActiveDownload] = []
    private(set) var title: String = ""
    private var task: ContinuedProcessingTaskProtocol?

    init(scheduler: ContinuedTaskScheduling, fileStore: DownloadFileStore) {
        self.scheduler = scheduler
        self.fileStore = fileStore
    }

    func addDownload(_ download: ActiveDownload) {
        downloads.append(download)
        if downloads.count == 1 {
            title = String(localized: "Downloading “\(download.filename)”")
            submitIfNeeded()
        }
    }

    func downloadFinished(_ download: ActiveDownload) {
        downloads.removeAll { $0.id == download.id }
        if let remaining = downloads.first, downloads.count == 1 {
            title = String(localized: "Downloading “\(remaining.filename)”")
        }
        if downloads.isEmpty {
            task?.setTaskCompleted(success: true)
            task = nil
        }
    }

    func handle(task: ContinuedProcessingTaskProtocol) {
        self.task = task
        task.expirationHandler = { [weak self] in
            // Called when the user taps the X in the Live Activity overlay,
            // or when the system needs the resources back.
            self?.cancelAll()
        }
    }

    func cancelAll() {
        log.info("cancelling \(self.downloads.count) background download(s)")
        for download in downloads {
            download.cancel()
        }
        downloads.removeAll()
        task?.setTaskCompleted(success: false)
        task = nil
    }

    private func submitIfNeeded() {
        guard task == nil else { return }
        let id = "\(Self.identifierPrefix).\(UUID().uuidString)"
        do {
            try scheduler.submit(identifier: id, title: title, subtitle: "")
        } catch {
            log.error("continued processing submit failed: \(error as NSError)")
        }
    }
}
