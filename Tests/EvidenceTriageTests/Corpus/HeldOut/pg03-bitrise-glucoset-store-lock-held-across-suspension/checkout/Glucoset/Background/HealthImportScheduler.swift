import BackgroundTasks

final class HealthImportScheduler {
    static let shared = HealthImportScheduler()
    static let identifier = "com.glucoset.app.health-import"
    private(set) var lastSubmittedIdentifier: String?
    var onLaunchForTesting: (() -> Void)?

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onLaunchForTesting?()
            HealthImportJob().run(task as! BGProcessingTask)
        }
    }

    func submitNightlyImport() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try BGTaskScheduler.shared.submit(request)
        lastSubmittedIdentifier = request.identifier
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
    }
}
