import UIKit

/// What UploadFetcher needs from UIApplication, so tests can substitute a fake.
protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}

final class UploadFetcher {
    static var application: BackgroundTaskApplication = UIApplication.shared

    /// Caller's preference only; a session identifier alone also puts the fetch on a background session.
    var useBackgroundSession = false
    var sessionIdentifier: String?
    /// True when the fetch actually runs on a background URLSession.
    var usingBackgroundSession: Bool { sessionIdentifier != nil || useBackgroundSession }

    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func beginFetch(chunk: ChunkRequest) {
        // A background URLSession keeps running when we are suspended; only in-process
        // sessions need a UIApplication background task.
        if !useBackgroundSession {
            backgroundTask = Self.application.beginBackgroundTask(withName: "UploadFetcher \(chunk.index)") { [weak self] in
                self?.endBackgroundTaskIfNeeded()
            }
        }
        transport.start(chunk)
    }

    func endBackgroundTaskIfNeeded() {
        guard backgroundTask != .invalid else { return }
        Self.application.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }

    let transport = ChunkTransport()
}
