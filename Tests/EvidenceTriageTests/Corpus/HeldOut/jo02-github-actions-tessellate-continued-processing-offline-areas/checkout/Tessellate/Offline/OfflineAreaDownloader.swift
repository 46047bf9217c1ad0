import BackgroundTasks
import Foundation
import os

/// Downloads an offline map area. On iOS 26 the download is wrapped in a
/// BGContinuedProcessingTask so it keeps running, with system UI showing
/// progress, after the user leaves the app.
final class OfflineAreaDownloader {
    private let log = Logger(subsystem: "com.tessellate.field", category: "offline")
    private let scheduler: BGTaskScheduler
    private var pending: [String: DownloadJob] = [:]

    /// Test hook: called when the system hands the app a continued task.
    var onContinuedTaskLaunched: ((String) -> Void)?

    init(scheduler: BGTaskScheduler = .shared) {
        self.scheduler = scheduler
    }

    func start(_ job: DownloadJob, areaTitle: String) {
        let identifier = "\(AppDelegate.offlineDownloadTaskPrefix).\(job.id)"
        pending[identifier] = job
        let request = BGContinuedProcessingTaskRequest(
            identifier: identifier,
            title: "Downloading \(areaTitle)",
            subtitle: "Preparing…"
        )
        request.strategy = .queue
        do {
            try scheduler.submit(request)
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, succeeded: true)
            log.info("submitted continued download \(identifier, privacy: .public)")
        } catch {
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission,
                                              succeeded: false, error: error)
            log.error("submit continued download \(identifier, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            // Fall back to an in-app download; it stops when the app is suspended.
            job.start()
        }
    }

    func attach(_ task: BGContinuedProcessingTask) {
        guard let job = pending.removeValue(forKey: task.identifier) else {
            task.setTaskCompleted(success: false)
            return
        }
        DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .processing, phase: .launch, succeeded: true)
        onContinuedTaskLaunched?(task.identifier)
        ContinuedTaskBinding(task: task, job: job).bind()
    }
}

/// Mirrors an offline job's progress onto the continued task's progress and
/// completes the task when the job ends.
struct ContinuedTaskBinding {
    let task: ContinuedTaskProtocol
    let job: DownloadJob

    func bind() {
        task.progress.totalUnitCount = 100
        job.onProgress = { fraction in
            task.progress.completedUnitCount = Int64(fraction * 100)
            task.updateTitle(task.title, subtitle: "\(Int(fraction * 100))% complete")
        }
        job.onFinish = { result in
            switch result {
            case .success:
                task.setTaskCompleted(success: true)
            case .failure:
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = {
            job.cancel()
        }
        job.start()
    }
}
