import Foundation
import OSLog

/// Queues photo uploads on the background session and re-queues what is still pending
/// when the app comes back to the foreground.
final class BackgroundUploadCoordinator {
    private let session: UploadSession
    private let store: UploadStateStore
    private let endpoint: URL
    private let log = Logger(subsystem: "com.larchbox.ios", category: "upload")

    init(session: UploadSession, store: UploadStateStore, endpoint: URL) {
        self.session = session
        self.store = store
        self.endpoint = endpoint
    }

    func enqueue(_ asset: PendingAsset) {
        var request = URLRequest(url: endpoint.appendingPathComponent(asset.remoteName))
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: asset.stagedFileURL)
        task.taskDescription = asset.id
        store.mark(asset.id, as: .uploading)
        task.resume()
        print("[upload] enqueued \(asset.id) as task \(task.taskIdentifier)")
    }

    /// Called from `sceneWillEnterForeground`.
    func resumePendingUploads() async {
        let pending = store.assets(in: [.pending, .uploading])
        print("[upload] foreground resume: \(pending.count) asset(s) not yet uploaded")
        for asset in pending {
            // Anything not confirmed uploaded is started again.
            enqueue(asset)
        }
    }
}
