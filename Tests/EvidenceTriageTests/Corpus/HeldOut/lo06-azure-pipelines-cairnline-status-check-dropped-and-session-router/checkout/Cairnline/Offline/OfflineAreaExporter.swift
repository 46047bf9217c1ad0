import BackgroundTasks
import Foundation

protocol ContinuedExportTask: AnyObject {
    var identifier: String { get }
    var progress: Progress { get }
    var expirationHandler: (() -> Void)? { get set }
    func updateTitle(_ title: String, subtitle: String)
    func setTaskCompleted(success: Bool)
}

@available(iOS 26.0, *)
extension BGContinuedProcessingTask: ContinuedExportTask {}

/// Packs a downloaded offline area into a shareable .cairnpack while the Live Activity shows progress.
final class OfflineAreaExporter {
    static let identifierPrefix = "com.cairnline.offline.export."
    private let writer: TilePackWriting
    private let recorder: BackgroundTaskRecording

    init(writer: TilePackWriting, recorder: BackgroundTaskRecording) {
        self.writer = writer
        self.recorder = recorder
    }

    func run(_ task: ContinuedExportTask, area: OfflineArea) {
        recorder.record(task.identifier, kind: .processing, phase: .execution, outcome: .succeeded)
        var cancelled = false
        task.expirationHandler = { cancelled = true }
        let tiles = area.tiles
        task.progress.totalUnitCount = Int64(tiles.count)
        for (index, tile) in tiles.enumerated() {
            if cancelled { break }
            task.progress.completedUnitCount = Int64(index)
            task.updateTitle("Exporting \(area.name)", subtitle: "\(index) of \(tiles.count) tiles")
            writer.append(tile)
        }
        writer.finish()
        recorder.record(task.identifier, kind: .processing, phase: .completion, outcome: cancelled ? .cancelled : .succeeded)
        task.setTaskCompleted(success: !cancelled)
    }
}
