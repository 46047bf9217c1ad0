import BackgroundTasks
import os

enum PineconeTask {
    static let refresh = "com.pinecone.notes.refresh"
    static let upload = "com.pinecone.notes.upload"
}

final class BackgroundTaskCoordinator {
    private let scheduler: TaskScheduling
    private let recorder: DiagnosticRecorder
    private let syncService: NoteSyncing
    private let uploads: UploadDraining
    private let log = Logger(subsystem: "com.pinecone.notes", category: "Background")

    init(scheduler: TaskScheduling, recorder: DiagnosticRecorder, syncService: NoteSyncing, uploads: UploadDraining) {
        self.scheduler = scheduler
        self.recorder = recorder
        self.syncService = syncService
        self.uploads = uploads
    }

    func registerHandlers() {
        let refreshOK = scheduler.register(forTaskWithIdentifier: PineconeTask.refresh, using: nil) { [weak self] task in
            self?.handleRefresh(task: task)
        }
        recorder.record(PineconeTask.refresh, kind: .appRefresh, phase: .registration, ok: refreshOK)
        let uploadOK = scheduler.register(forTaskWithIdentifier: PineconeTask.upload, using: nil) { [weak self] task in
            self?.handleUploadProcessing(task: task)
        }
        recorder.record(PineconeTask.upload, kind: .processing, phase: .registration, ok: uploadOK)
        log.info("registered \(PineconeTask.refresh) and \(PineconeTask.upload)")
    }

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: PineconeTask.refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try scheduler.submit(request)
            recorder.record(PineconeTask.refresh, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            log.error("refresh submit failed: \(error.localizedDescription)")
            recorder.record(PineconeTask.refresh, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }

    func scheduleUploadProcessing() {
        let request = BGProcessingTaskRequest(identifier: PineconeTask.upload)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5 * 60)
        do {
            try scheduler.submit(request)
            recorder.record(PineconeTask.upload, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("upload submit failed: \(error.localizedDescription)")
            recorder.record(PineconeTask.upload, kind: .processing, phase: .submission, ok: false, error: error)
        }
    }

    /// Runs the note sync. Nothing here queues the next refresh, so after the
    /// first run the app is only refreshed again once the user backgrounds it.
    func handleRefresh(task: BackgroundTaskProtocol) {
        let work = Task {
            let ok = await syncService.syncChangedNotes()
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = {
            work.cancel()
        }
    }

    /// Drains pending attachment uploads. Same gap: the processing request is
    /// not submitted again from inside the handler.
    func handleUploadProcessing(task: BackgroundTaskProtocol) {
        task.expirationHandler = { [uploads] in
            uploads.cancel()
        }
        uploads.drain(task: task)
    }
}
