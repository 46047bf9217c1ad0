import Foundation

actor ExportQueue {
    private let store: ExportStore
    private let scheduler: TaskScheduling

    init(store: ExportStore, scheduler: TaskScheduling) {
        self.store = store
        self.scheduler = scheduler
    }

    /// The continued-processing task for `jobID` has started: run that job.
    func continuedTaskStarted(jobID: String, progress: Progress) async {
        guard let next = store.jobs(in: .queued).first else { return }
        store.update(next.id, state: .running)
        progress.completedUnitCount = 0
    }
}
