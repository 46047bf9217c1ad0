import BackgroundTasks
import Foundation

/// Deletes cached OCR page images older than a week. Runs as a BGProcessingTask.
final class OcrCacheCleaner {
    static let shared = OcrCacheCleaner()

    func run(task: BGProcessingTask) {
        let work = DispatchWorkItem { self.deleteExpired() }
        task.expirationHandler = { work.cancel() }
        DispatchQueue.global(qos: .utility).async(execute: work)
        work.notify(queue: .main) { task.setTaskCompleted(success: !work.isCancelled) }
    }

    private func deleteExpired() {
        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("ocr")
        let cutoff = Date().addingTimeInterval(-7 * 24 * 3600)
        for url in (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [] {
            let modified = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantFuture
            if modified < cutoff { try? FileManager.default.removeItem(at: url) }
        }
    }
}
