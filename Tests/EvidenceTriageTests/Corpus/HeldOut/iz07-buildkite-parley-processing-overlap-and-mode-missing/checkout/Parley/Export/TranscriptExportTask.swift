import Foundation
import BackgroundTasks

/// Exports a conversation transcript to PDF. Started from the share sheet as a
/// BGContinuedProcessingTask so it keeps running when the user leaves the app.
final class TranscriptExportTask {
    static let identifierPrefix = "de.parley.ios.export."
    var renderer: TranscriptRendering = TranscriptRenderer()
    var fileManager: FileManager = .default

    func run(task: ContinuedProcessingTaskLike, roomID: String, destination: URL) {
        let partial = destination.appendingPathExtension("partial")
        var cancelled = false
        task.expirationHandler = {
            cancelled = true
        }
        fileManager.createFile(atPath: partial.path, contents: nil)
        renderer.render(roomID: roomID, to: partial, progress: task.progress) { pageOK in
            return !cancelled && pageOK
        }
        if cancelled {
            task.setTaskCompleted(success: false)
            return
        }
        try? fileManager.moveItem(at: partial, to: destination)
        task.setTaskCompleted(success: true)
    }
}

protocol ContinuedProcessingTaskLike: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    var progress: Progress { get }
    func setTaskCompleted(success: Bool)
}
@available(iOS 26.0, *)
extension BGContinuedProcessingTask: ContinuedProcessingTaskLike {}
