import UIKit

protocol AppStateProviding: AnyObject {
    var applicationState: UIApplication.State { get }
    func beginBackgroundTask(withName: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ id: UIBackgroundTaskIdentifier)
}
extension UIApplication: AppStateProviding {}

/// Sends queued analytics events. A background task is taken in applicationDidEnterBackground
/// so the last flush can finish; flush() itself never takes one.
final class EventFlusher {
    private let app: AppStateProviding
    private let uploader: EventUploading
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(app: AppStateProviding, uploader: EventUploading) {
        self.app = app
        self.uploader = uploader
    }

    func applicationDidEnterBackground() {
        taskID = app.beginBackgroundTask(withName: "quaylog.flush") { [weak self] in self?.endTask() }
        flush { [weak self] in self?.endTask() }
    }

    /// Also called from the BGAppRefreshTask handler and from silent pushes, i.e. while the
    /// app is already in the background: nothing keeps the process alive for the upload.
    func flush(completion: (() -> Void)? = nil) {
        uploader.upload(batch: EventQueue.shared.drain()) { _ in completion?() }
    }

    private func endTask() {
        guard taskID != .invalid else { return }
        app.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
