import Foundation

/// Exports captures to the user's library in a BGProcessingTask; checkpoints after each file.
final class ExportJob {
    private let source: CaptureSource
    private let sink: ExportSink
    private let checkpoints: CheckpointStore

    init(source: CaptureSource, sink: ExportSink, checkpoints: CheckpointStore) {
        self.source = source; self.sink = sink; self.checkpoints = checkpoints
    }

    func run(isCancelled: () -> Bool = { false }) throws {
        // BUG: the checkpoint is written (checkpoints.save) but never read back here, so a
        // resumed run starts from the first capture and exports duplicates.
        for capture in source.all() {
            if isCancelled() { return }
            try sink.export(capture)
            checkpoints.save(lastExported: capture.name)
        }
        sink.writeManifest()
    }
}
