import UIKit

final class Harvester {
    private let app: BackgroundTaskApplication
    private let uploader: ReplayUploader
    init(app: BackgroundTaskApplication, uploader: ReplayUploader) { self.app = app; self.uploader = uploader }

    func applicationDidEnterBackground(pending: [ReplayChunk]) {
        var id = UIBackgroundTaskIdentifier.invalid
        id = app.beginBackgroundTask(withName: "larkspur.harvest") { [app] in app.endBackgroundTask(id) }
        uploader.uploadPending(pending) { }
        app.endBackgroundTask(id)            // harvest handed off; end right away
    }
}
