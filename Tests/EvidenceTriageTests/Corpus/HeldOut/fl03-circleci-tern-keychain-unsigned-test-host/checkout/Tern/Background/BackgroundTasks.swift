import BackgroundTasks

enum BackgroundTasks {
    static let inboxRefresh = "com.tern.mail.inbox-refresh"

    static func register(makeOperation: @escaping () -> MailboxRefreshOperation) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: inboxRefresh, using: nil) { task in
            let work = Task {
                do {
                    _ = try await makeOperation().run()
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = { work.cancel() }
            schedule()
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: inboxRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
