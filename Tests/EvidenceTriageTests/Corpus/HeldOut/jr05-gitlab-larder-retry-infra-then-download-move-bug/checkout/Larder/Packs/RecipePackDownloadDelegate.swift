import Foundation

/// Delegate of the `com.larder.app.packs` background URLSession.
final class RecipePackDownloadDelegate: NSObject, URLSessionDownloadDelegate {
    let library: PackLibrary
    let ioQueue = DispatchQueue(label: "com.larder.packs.io")
    /// Stored by AppDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:).
    var backgroundEventsCompletion: (() -> Void)?

    init(library: PackLibrary) { self.library = library }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let packID = downloadTask.taskDescription ?? "unknown"
        // Keep file I/O off the delegate queue.
        ioQueue.async {
            do {
                try self.library.install(packID: packID, from: location)
            } catch {
                NSLog("[Packs] install %@ failed: %@", packID, String(describing: error))
            }
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        ioQueue.async {
            self.library.reindex()
        }
        // completion handler is expected on the main queue once all events are handled
    }
}
