import BackgroundTasks
import WicketKit

enum TaskRefresh {
    static let identifier = "app.wicket.tasks.refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Recorder.shared.record(identifier, .appRefresh, .launch, .succeeded)
            let job = TaskSyncJob(api: .live, store: .shared)
            let work = Task {
                let ok = await job.run()
                Recorder.shared.record(identifier, .appRefresh, .completion, ok ? .succeeded : .failed)
                task.setTaskCompleted(success: ok)
                schedule()
            }
            task.expirationHandler = { work.cancel() }
        }
        Recorder.shared.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = .now.addingTimeInterval(20 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
