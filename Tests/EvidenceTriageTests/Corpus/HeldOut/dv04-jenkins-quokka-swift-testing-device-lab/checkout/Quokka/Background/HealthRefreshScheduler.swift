import BackgroundTasks

final class HealthRefreshScheduler {
    static let shared = HealthRefreshScheduler()
    static let identifier = "com.quokkafit.ios.health.refresh"

    func registerAtLaunch() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
            LaunchProbe.shared.launched = true
            HealthSyncJob().run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func submit(earliest: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
    }
}
