import UIKit

final class EventFlusher {
    private let host: BackgroundTaskHosting
    private let transport: Transport
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(host: BackgroundTaskHosting, transport: Transport) { self.host = host; self.transport = transport }

    func applicationDidEnterBackground() {
        taskID = host.beginBackgroundTask(withName: "newt.flush") { [weak self] in
            guard let self else { return }
            // Ends whatever task is stored now, which after a quick
            // background/foreground/background cycle is the newest one only.
            self.host.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        transport.flush { [weak self] in self?.finish() }
    }

    func applicationWillEnterForeground() {}

    private func finish() {
        host.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
