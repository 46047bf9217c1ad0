import BackgroundTasks

final class ArchiveExporter {
    private var registered = false

    /// Called from the Archive screen's onAppear.
    func prepareBackgroundExport() {
        guard !registered else { return }
        registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.archiveExport.rawValue,
                                                     using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
        BackgroundTaskRegistrar.shared.record(.archiveExport, phase: .registration, succeeded: registered)
    }

    private func handle(_ task: BGProcessingTask) { /* … */ }
}
