import UIKit

public protocol ApplicationStateProviding: AnyObject {
    var applicationState: UIApplication.State { get }
}
extension UIApplication: ApplicationStateProviding {}

/// Hands locally queued uploads to the background session when the app leaves the
/// foreground, so they run while Quarry is suspended.
public final class UploadQueueLifecycle {
    private let application: ApplicationStateProviding
    private let queue: LocalUploadQueue
    private let center: NotificationCenter
    private var token: NSObjectProtocol?

    public init(application: ApplicationStateProviding, queue: LocalUploadQueue,
                center: NotificationCenter = .default) {
        self.application = application
        self.queue = queue
        self.center = center
        token = center.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                   object: nil, queue: nil) { [weak self] _ in
            self?.applicationDidEnterBackground()
        }
    }

    func applicationDidEnterBackground() {
        // The notification can be replayed by scene restoration while the app is
        // still active; only flush when the app really is in the background.
        guard application.applicationState == .background else { return }
        queue.flushToBackgroundSession()
    }
}
