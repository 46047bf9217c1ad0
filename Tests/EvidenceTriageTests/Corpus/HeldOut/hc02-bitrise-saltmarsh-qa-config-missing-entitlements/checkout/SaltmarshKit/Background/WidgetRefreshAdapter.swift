import BackgroundTasks
import Foundation

final class WidgetRefreshAdapter {
    private let job: WidgetTimelineJob
    private let recorder = BackgroundTasks.recorder
    private let id = BackgroundTasks.widgetRefresh

    init(job: WidgetTimelineJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        BackgroundTasks.scheduleWidgetRefresh()
        task.expirationHandler = { [job] in job.cancel() }
        Task {
            do {
                try await job.run()
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                NSLog("[WidgetRefresh] timeline write failed: %@", String(describing: error))
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .failed,
                                     error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
