import BackgroundTasks
import Foundation

final class ContinuedExportJob {
    private let project: ExportProject
    private let pipeline: VideoRenderPipeline
    private let log = LumaLog(category: "Export")
    private var cancelled = false

    init(project: ExportProject, pipeline: VideoRenderPipeline) {
        self.project = project
        self.pipeline = pipeline
    }

    /// Launch handler body for the BGContinuedProcessingTask.
    func run(under task: BGContinuedProcessingTask) {
        log.info("launch handler invoked for \(task.identifier)")
        task.expirationHandler = { [weak self] in
            self?.cancelled = true
        }
        task.progress.totalUnitCount = Int64(project.frameCount)
        Task.detached(priority: .userInitiated) { [self] in
            render { task.progress.completedUnitCount += 1 }
            task.setTaskCompleted(success: !cancelled)
        }
    }

    /// Used when the system refuses the continued-processing request.
    func runInProcess() {
        log.info("rendering \(project.frameCount) frames without a continued-processing task")
        Task.detached(priority: .userInitiated) { [self] in
            render { }
        }
    }

    private func render(onFrame: () -> Void) {
        for frame in project.frames {
            if cancelled { break }
            pipeline.encode(frame: frame)
            onFrame()
        }
        pipeline.finish()
    }
}
