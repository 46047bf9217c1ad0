import BackgroundTasks

final class DigestRefresh {
    static let shared = DigestRefresh()
    static let identifier = "app.tidings.daily-digest"
    private(set) var pendingRequest: BGAppRefreshTaskRequest?

    func registerHandler() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DigestJob.run(task as! BGAppRefreshTask)
        }
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 7), matchingPolicy: .nextTime)
        try BGTaskScheduler.shared.submit(request)
        pendingRequest = request
    }
}
