import BackgroundTasks

final class NightlyPrepAdapter {
    static let identifier = "com.pikelet.bakery.nightlyprep"
    private let job: NightlyPrepJob

    init(job: NightlyPrepJob) { self.job = job }

    func handle(task: ProcessingTaskProtocol) {
        task.expirationHandler = { [job] in
            job.expire { task.setTaskCompleted(success: $0) }
        }
        job.start { task.setTaskCompleted(success: $0) }
    }
}
