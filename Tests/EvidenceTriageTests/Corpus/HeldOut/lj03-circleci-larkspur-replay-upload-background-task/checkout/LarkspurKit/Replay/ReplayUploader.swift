import UIKit

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ id: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}

/// Uploads recorded session-replay chunks. Called from the harvest when the app moves to the background.
final class ReplayUploader {
    private let app: BackgroundTaskApplication
    private let transport: ReplayTransport
    init(app: BackgroundTaskApplication, transport: ReplayTransport) { self.app = app; self.transport = transport }

    func uploadPending(_ chunks: [ReplayChunk], completion: @escaping () -> Void) {
        let group = DispatchGroup()
        for chunk in chunks {
            group.enter()
            transport.upload(chunk) { _ in group.leave() }   // URLSession.uploadTask, asynchronous
        }
        group.notify(queue: .main, execute: completion)
    }
}
