import BackgroundTasks

/// Downloads and matches diagnosis-key batches. Ported from the Xamarin
/// implementation where expiration only flagged the C# side.
final class ExposureCheckTask {
    static let identifier = "jp.quillwort.app.exposure-check"
    private var cancelled = false
    private let downloader: KeyBatchDownloader

    init(downloader: KeyBatchDownloader) { self.downloader = downloader }

    func handle(_ task: BGProcessingTask) {
        task.expirationHandler = { [weak self] in
            self?.cancelled = true
            task.setTaskCompleted(success: false)
        }
        downloader.downloadAll { [weak self] result in
            guard self?.cancelled == false else { return }
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
