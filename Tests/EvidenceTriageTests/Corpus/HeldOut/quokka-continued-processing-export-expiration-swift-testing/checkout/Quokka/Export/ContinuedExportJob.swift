import BackgroundTasks

final class ContinuedExportJob {
    private let clips: [ClipExport]
    init(clips: [ClipExport]) { self.clips = clips }

    func run(task: BGContinuedProcessingTask) async {
        task.progress.totalUnitCount = Int64(clips.count)
        task.expirationHandler = { [weak self] in self?.cancelAll() }
        for clip in clips {
            // Progress is only reported when a whole clip finishes encoding;
            // a 40 MB clip can take well over a minute on older devices.
            try? await clip.encode()
            task.progress.completedUnitCount += 1
        }
        task.setTaskCompleted(success: true)
    }

    private func cancelAll() { clips.forEach { $0.cancel() } }
}
