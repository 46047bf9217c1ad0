import BackgroundTasks
import Foundation

/// Uploads recorded paddle-session telemetry in batches. Runs as the
/// com.kelpie.telemetry.upload processing task, usually overnight on power.
final class TelemetryUploadJob {
    static let identifier = "com.kelpie.telemetry.upload"

    private let uploader: BatchUploading
    private let group = DispatchGroup()
    private let queue = DispatchQueue(label: "com.kelpie.telemetry.upload")
    private var inFlight: [Int: Cancellable] = [:]

    init(uploader: BatchUploading) {
        self.uploader = uploader
    }

    func run(task: ProcessingTaskProtocol, batches: [TelemetryBatch]) {
        task.expirationHandler = { [weak self] in
            self?.expire()
        }
        for batch in batches {
            group.enter()
            upload(batch)
        }
        group.notify(queue: queue) {
            task.setTaskCompleted(success: true)
        }
    }

    private func upload(_ batch: TelemetryBatch) {
        NSLog("[Upload] batch %d upload started (%d samples)", batch.id, batch.samples.count)
        let request = uploader.send(batch) { [weak self] _ in
            guard let self else { return }
            self.queue.async {
                self.inFlight[batch.id] = nil
                self.group.leave()
            }
        }
        queue.sync { inFlight[batch.id] = request }
    }

    /// The system wants its time back: cancel what is still uploading.
    private func expire() {
        queue.sync {
            for (id, request) in inFlight {
                NSLog("[Upload] expiration: cancelling batch %d", id)
                request.cancel()
                group.leave()   // the cancelled batch will not finish, release its slot now
            }
            inFlight.removeAll()
        }
    }
}
