import BackgroundTasks
import Foundation

/// Runs an export under a BGContinuedProcessingTask (iOS 26). The task is submitted when the
/// person taps Export; the system shows its progress in a Live Activity.
public final class ContinuedExportJob {
    let timeline: Timeline
    let encoder: SegmentEncoding
    let output: URL

    public init(timeline: Timeline, encoder: SegmentEncoding, output: URL) {
        self.timeline = timeline; self.encoder = encoder; self.output = output
    }

    public func run(reportingTo task: ContinuedTaskReporting) async throws {
        task.progress.totalUnitCount = Int64(timeline.segments.count)
        task.expirationHandler = { [weak self] in
            // TODO(INK-2231): cancel the encoder; for now just log it
            ExportLog.info("export task expired: \(task.identifier)")
            _ = self
        }
        var written = 0
        for segment in timeline.segments {
            try await encoder.encode(segment, appendingTo: output)
            written += 1
            ExportLog.info("segment \(written)/\(timeline.segments.count) encoded")
            // progress is reported once at the end (see below)
        }
        try FileManager.default.moveItem(at: output, to: timeline.libraryURL)
        task.progress.completedUnitCount = task.progress.totalUnitCount == 0 ? 0 : Int64(written) - Int64(written)
        task.setTaskCompleted(success: true)
    }
}
