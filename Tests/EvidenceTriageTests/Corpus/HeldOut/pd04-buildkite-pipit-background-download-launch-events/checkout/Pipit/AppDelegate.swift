import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var backgroundEventsCompletion: (() -> Void)?

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        Logger.transfer.info("handleEventsForBackgroundURLSession \(identifier, privacy: .public)")
        backgroundEventsCompletion = completionHandler
        EpisodeDownloader.shared.reconnect()
    }
}

extension EpisodeDownloader: URLSessionDownloadDelegate {
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        store.moveDownloadedFile(from: location, for: downloadTask.taskDescription)
        if UIApplication.shared.applicationState != .active {
            ReadyNotifier.postEpisodeReady(title: store.title(for: downloadTask.taskDescription))
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            (UIApplication.shared.delegate as? AppDelegate)?.backgroundEventsCompletion?()
            (UIApplication.shared.delegate as? AppDelegate)?.backgroundEventsCompletion = nil
        }
    }
}
