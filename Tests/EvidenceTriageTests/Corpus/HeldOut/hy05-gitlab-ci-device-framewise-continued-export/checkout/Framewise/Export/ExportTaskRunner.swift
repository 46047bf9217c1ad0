import BackgroundTasks
import Foundation

/// Drives one export inside a BGContinuedProcessingTask and reports progress.
@available(iOS 26.0, *)
struct ExportTaskRunner {
    let renderer: ExportRendering

    func run(_ task: ContinuedTaskType) {
        let segments = renderer.segmentCount
        task.progress.totalUnitCount = Int64(segments)
        var cancelled = false
        task.expirationHandler = { cancelled = true; renderer.cancel() }

        for index in 0..<segments {
            guard !cancelled else { break }
            renderer.renderSegment(index)
            task.updateTitle(task.title, subtitle: "Segment \(index + 1) of \(segments)")
        }
        // Progress is reported once, at the end.
        task.progress.completedUnitCount = cancelled ? 0 : Int64(segments)
        task.setTaskCompleted(success: !cancelled)
    }
}

@available(iOS 26.0, *)
protocol ContinuedTaskType: AnyObject {
    var title: String { get }
    var progress: Progress { get }
    var expirationHandler: (() -> Void)? { get set }
    func updateTitle(_ title: String, subtitle: String)
    func setTaskCompleted(success: Bool)
}
@available(iOS 26.0, *)
extension BGContinuedProcessingTask: ContinuedTaskType {}
