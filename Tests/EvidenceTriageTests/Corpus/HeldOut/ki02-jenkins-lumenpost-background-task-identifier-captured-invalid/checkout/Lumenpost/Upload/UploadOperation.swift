import UIKit

/// Uploads one photo; holds its own background-task assertion while it runs.
final class UploadOperation: Operation, @unchecked Sendable {
    private let host: BackgroundTaskHosting
    private let transfer: PhotoTransferring
    let photoID: String
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    init(photoID: String, host: BackgroundTaskHosting, transfer: PhotoTransferring) {
        self.photoID = photoID
        self.host = host
        self.transfer = transfer
    }

    override func main() {
        backgroundTask = host.beginBackgroundTask(withName: "upload-\(photoID)") { [weak self] in
            guard let self else { return }          // owner gone: nobody ends the task
            self.transfer.cancel(photoID: self.photoID)
            self.host.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
        transfer.upload(photoID: photoID) { [weak self] _ in
            guard let self, self.backgroundTask != .invalid else { return }
            self.host.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
    }
}
