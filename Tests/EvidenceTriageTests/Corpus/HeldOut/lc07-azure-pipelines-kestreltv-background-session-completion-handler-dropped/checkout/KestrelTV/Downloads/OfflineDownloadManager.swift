import AVFoundation
import UIKit

/// HLS downloads for offline viewing (AVAssetDownloadURLSession, background configuration).
final class OfflineDownloadManager: NSObject, AVAssetDownloadDelegate {
    static let shared = OfflineDownloadManager()
    static let sessionID = "com.kestreltv.app.offline"

    /// Set by AppDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:).
    var backgroundCompletionHandler: (() -> Void)?
    private(set) var completedAssets: [String] = []

    func handleEventsForBackgroundURLSession(identifier: String, completionHandler: @escaping () -> Void) {
        guard identifier == Self.sessionID else { completionHandler(); return }
        // Recreating the session reconnects the delegate; the handler is kept for later.
        backgroundCompletionHandler = completionHandler
    }

    func urlSession(_ session: URLSession, assetDownloadTask: AVAssetDownloadTask, didFinishDownloadingTo location: URL) {
        completedAssets.append(assetDownloadTask.urlAsset.url.lastPathComponent)
    }

    /// Called once every event for the background session has been delivered.
    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        // TODO(KTV-903): call backgroundCompletionHandler on the main queue.
        print("[Offline] all background events delivered for \(session.configuration.identifier ?? "?")")
    }
}
