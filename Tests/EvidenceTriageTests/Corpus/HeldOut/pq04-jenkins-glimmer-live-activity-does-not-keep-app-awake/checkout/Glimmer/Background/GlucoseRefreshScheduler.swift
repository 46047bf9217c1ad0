import BackgroundTasks

final class GlucoseRefreshScheduler {
    static let shared = GlucoseRefreshScheduler()
    static let identifier = "org.glimmerfollow.app.glucose-refresh"

    func register() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            Task { await NightscoutPoller.shared.pollOnce(); task.setTaskCompleted(success: true) }
        }
    }

    func schedule(after seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        try BGTaskScheduler.shared.submit(request)
        Log.bg.info("submitted \(Self.identifier) earliestBeginDate=\(request.earliestBeginDate!)")
    }
}
