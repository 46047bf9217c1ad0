import BackgroundTasks
import Foundation

final class NightlyExportJob {
    enum Trigger: String { case scheduler, launchArgument }

    static let live = NightlyExportJob(store: .shared, uploader: ExportUploader.fromDefaults())

    private let store: ListStore
    private let uploader: ExportUploader

    init(store: ListStore, uploader: ExportUploader) {
        self.store = store
        self.uploader = uploader
    }

    func handle(_ task: BGProcessingTask) {
        task.expirationHandler = { [uploader] in uploader.cancel() }
        run(trigger: .scheduler) { ok in task.setTaskCompleted(success: ok) }
    }

    func run(trigger: Trigger, completion: @escaping (Bool) -> Void) {
        Log.export.notice("nightly export starting (trigger: \(trigger.rawValue))")
        let writer = ExportManifestWriter(sink: ManifestSink(capacity: 512))
        let batches = store.allItems().chunked(into: 412)
        for (index, batch) in batches.enumerated() {
            for item in batch {
                writer.append(item)
            }
            Log.export.notice("batch \(index + 1)/\(batches.count) written (\(batch.count) items)")
        }
        uploader.post(writer.finish(), completion: completion)
    }
}
