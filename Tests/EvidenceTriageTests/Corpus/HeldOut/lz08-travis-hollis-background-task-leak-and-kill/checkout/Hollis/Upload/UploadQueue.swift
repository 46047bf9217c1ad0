import UIKit

final class UploadQueue {
    private let application: BackgroundTaskApplication
    private let transport: Transport
    private var pending: [UploadItem] = []
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication, transport: Transport) { self.application = application; self.transport = transport }
    func enqueue(_ item: UploadItem) { pending.append(item) }

    func flush() async throws {
        taskID = application.beginBackgroundTask(withName: "UploadQueue.flush") { [weak self] in
            guard let self else { return }
            self.application.endBackgroundTask(self.taskID)
        }
        for item in pending { try await transport.send(item) }
        pending.removeAll()
        // endBackgroundTask is only reached from the expiration handler
    }
}
