import Foundation
import UIKit

final class UploadCoordinator: NSObject, URLSessionTaskDelegate {
    private let factory = UploadSessionFactory()
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func upload(_ asset: BackupAsset) {
        // Ask UIKit for time so a backup started in the foreground can finish after the user leaves.
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "Shoebox.upload") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
        let session = factory.session(for: asset, delegate: self)
        session.uploadTask(with: asset.request, fromFile: asset.fileURL).resume()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { NSLog("[Upload] %@ failed: %@", task.originalRequest?.url?.lastPathComponent ?? "?", String(describing: error)) }
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
