import BackgroundTasks
import Foundation

final class RenderQueue {
    static let shared = RenderQueue()
    static let processingIdentifier = "io.framewise.render.processing"

    private(set) var queued: [RenderJob] = []
    var onJobFinished: ((RenderJob) -> Void)?

    func registerBackgroundRender() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.processingIdentifier, using: nil) { task in
            EventLog.shared.launch(Self.processingIdentifier, kind: .processing)
            self.drain(task as! BGProcessingTask)
        }
        EventLog.shared.registration(Self.processingIdentifier, kind: .processing, ok: ok)
    }

    func enqueue(_ job: RenderJob) throws {
        queued.append(job)
        let request = BGProcessingTaskRequest(identifier: Self.processingIdentifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            EventLog.shared.submission(Self.processingIdentifier, kind: .processing, ok: true)
        } catch {
            EventLog.shared.submission(Self.processingIdentifier, kind: .processing, ok: false, error: error)
            throw error
        }
    }

    private func drain(_ task: BGProcessingTask) {
        var cancelled = false
        task.expirationHandler = { cancelled = true }
        while let job = queued.first, !cancelled {
            job.render()
            queued.removeFirst()
            onJobFinished?(job)
        }
        task.setTaskCompleted(success: !cancelled)
    }
}
