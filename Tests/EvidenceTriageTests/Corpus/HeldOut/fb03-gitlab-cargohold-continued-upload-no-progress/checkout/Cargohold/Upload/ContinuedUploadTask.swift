import BackgroundTasks
import Foundation
import os

/// Keeps a multi-GB upload alive when the user leaves the app (iOS 26 BGContinuedProcessingTask).
/// The bytes go through the S3 transfer client's *background* URLSession; we mirror its progress
/// into the continued task so the system's Live Activity keeps moving.
@available(iOS 26.0, *)
final class ContinuedUploadTask {
    static let identifierPrefix = "com.cargohold.app.upload"
    private let transfer: TransferClient
    private let log = Logger(subsystem: "com.cargohold.app", category: "bgtask")
    private var task: BGContinuedProcessingTask?
    let progress = Progress(totalUnitCount: 100)

    init(transfer: TransferClient) {
        self.transfer = transfer
    }

    func submit(uploadID: String, title: String) throws {
        let identifier = "\(Self.identifierPrefix).\(uploadID)"
        let request = BGContinuedProcessingTaskRequest(identifier: identifier, title: title, subtitle: "Uploading")
        request.strategy = .fail
        try BGTaskScheduler.shared.submit(request)
        log.info("submitted BGContinuedProcessingTaskRequest \(identifier, privacy: .public)")
    }

    func attach(_ continued: BGContinuedProcessingTask) {
        task = continued
        continued.progress.totalUnitCount = 100
        log.info("continued task launched \(continued.identifier, privacy: .public)")
        continued.expirationHandler = { [weak self] in
            self?.log.error("expirationHandler: continued task expired")
            self?.transfer.cancelAll()
            continued.setTaskCompleted(success: false)
        }
        // Progress is forwarded from the transfer client's foreground delegate callbacks.
        transfer.onForegroundProgress = { [weak self] sent, total in
            self?.report(sent: sent, total: total)
        }
        transfer.onComplete = { [weak self] in
            self?.log.info("upload complete")
            continued.setTaskCompleted(success: true)
        }
    }

    func report(sent: Int64, total: Int64) {
        guard total > 0 else { return }
        let done = Int64(Double(sent) / Double(total) * 100)
        progress.completedUnitCount = done
        task?.progress.completedUnitCount = done
    }

    /// Called by TransferClient for events arriving from the background URLSession (nsurlsessiond).
    func backgroundSessionDidSend(bytes: Int64, of total: Int64) {
        log.debug("background session sent \(bytes)/\(total)")
    }
}
