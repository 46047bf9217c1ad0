import BackgroundTasks

final class ArchiveScheduler {
    static let shared = ArchiveScheduler()
    static let identifier = "com.harbormaster.app.archive"
    private(set) var isRegistered = false

    /// Called from SettingsStore when the user turns on nightly archiving.
    func enable() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            ArchiveJob().run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .registration,
                                         outcome: isRegistered ? .succeeded : .failed)
    }
}
