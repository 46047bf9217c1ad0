import BackgroundTasks
import Foundation

final class PhotoBackupJob {
    static let live = PhotoBackupJob(library: .system, uploader: .live, defaults: .standard)

    private let library: PhotoSource
    private let uploader: PhotoUploader
    private let defaults: UserDefaults
    private var isExpired = false

    init(library: PhotoSource, uploader: PhotoUploader, defaults: UserDefaults) {
        self.library = library
        self.uploader = uploader
        self.defaults = defaults
    }

    var lastSuccessfulBackup: Date? {
        defaults.object(forKey: "lastSuccessfulBackup") as? Date
    }

    func run(task: BackgroundTaskHandle) {
        isExpired = false
        task.expirationHandler = { [weak self] in
            self?.isExpired = true
            self?.uploader.cancelAll()
        }
        let queue = library.photos(newerThan: cursor).filter { !$0.isPrivate }
        uploader.upload(queue, shouldContinue: { [weak self] in !(self?.isExpired ?? true) }) { [weak self] uploaded in
            guard let self else { return }
            if let last = uploaded.last { self.cursor = last.creationDate }
            // Bug: the success marker is written on every completion, including the
            // expiration path where only part of the queue was uploaded.
            self.defaults.set(Date(), forKey: "lastSuccessfulBackup")
            task.setTaskCompleted(success: !self.isExpired)
        }
    }

    private var cursor: Date {
        get { defaults.object(forKey: "backupCursor") as? Date ?? .distantPast }
        set { defaults.set(newValue, forKey: "backupCursor") }
    }
}
