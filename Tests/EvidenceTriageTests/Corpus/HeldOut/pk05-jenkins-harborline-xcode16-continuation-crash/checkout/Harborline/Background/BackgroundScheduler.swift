import BackgroundTasks

final class BackgroundScheduler {
    static let shared = BackgroundScheduler()
    static let rosterRefresh = "com.harborline.crew.roster-refresh"
    static let photoUpload = "com.harborline.crew.photo-upload"

    func registerAll() {
        register(Self.rosterRefresh, kind: .appRefresh) { RosterRefresh.run($0 as! BGAppRefreshTask) }
        register(Self.photoUpload, kind: .processing) { PhotoUpload.run($0 as! BGProcessingTask) }
    }

    private func register(_ id: String, kind: DiagnosticRecorder.TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        DiagnosticRecorder.shared.record(.registration, id, kind, ok ? .succeeded : .failed)
    }

    func scheduleRosterRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.rosterRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try BGTaskScheduler.shared.submit(request)
    }

    func schedulePhotoUpload() throws {
        let request = BGProcessingTaskRequest(identifier: Self.photoUpload)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
    }
}
