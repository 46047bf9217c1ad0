import BackgroundTasks

final class BackupScheduler {
    static let shared = BackupScheduler()
    static let identifier = "com.quarrydell.photos.overnight-backup"
    var onLaunch: (() -> Void)?

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.onLaunch?()
            BackupRunner.shared.handle(task as! BGProcessingTask)
        }
    }

    func scheduleOvernightBackup() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
    }
}
