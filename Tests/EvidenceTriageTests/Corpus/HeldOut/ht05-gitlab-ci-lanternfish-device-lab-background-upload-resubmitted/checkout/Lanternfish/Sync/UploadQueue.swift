import Foundation

/// Uploads audiobook files to the user's cloud library through a background URLSession.
final class UploadQueue: NSObject {
    static let shared = UploadQueue(session: BackgroundSessionFactory.make(), store: UploadJobStore.live)

    private let session: URLSessionProtocol
    private let store: UploadJobStore
    var backgroundEventsCompletion: (() -> Void)?

    init(session: URLSessionProtocol, store: UploadJobStore) {
        self.session = session
        self.store = store
    }

    func enqueue(_ item: LibraryItem) {
        let job = UploadJob(itemID: item.id, fileURL: item.fileURL, request: UploadRequest.put(item))
        store.save(job)
        start(job)
        store.markSynced(item.id)   // so /v1/library/keys stops listing it
    }

    /// Called from didFinishLaunching. nsurlsessiond keeps running our uploads while we are
    /// suspended or killed; after a relaunch we reconnect to the session.
    func resumeAfterRelaunch() {
        session.getAllTasks { [weak self] tasks in
            guard let self else { return }
            NSLog("[UploadQueue] relaunch: %d task(s) still owned by the background session", tasks.count)
            for job in self.store.pendingJobs() {
                self.start(job)
            }
        }
    }

    private func start(_ job: UploadJob) {
        let task = session.uploadTask(with: job.request, fromFile: job.fileURL)
        task.taskDescription = job.itemID
        task.resume()
    }

    func suspendAll() { session.getAllTasks { $0.forEach { $0.suspend() } } }
    func drain(_ done: @escaping (Bool) -> Void) { /* … */ done(true) }
}
