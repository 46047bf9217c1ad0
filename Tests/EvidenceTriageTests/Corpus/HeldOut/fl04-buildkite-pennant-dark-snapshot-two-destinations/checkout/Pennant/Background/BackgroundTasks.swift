import BackgroundTasks

enum BackgroundTasks {
    static let statementImport = "com.pennant.app.statement-import"

    static func register(makeJob: @escaping () -> StatementImportJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: statementImport, using: nil) { task in
            let job = makeJob()
            task.expirationHandler = { job.cancel() }
            Task {
                do {
                    try await job.run()
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
                schedule()
            }
        }
    }

    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: statementImport)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 60 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
