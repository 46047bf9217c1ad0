import UIKit
import os

/// Flushes the queue when the host app goes to the background.
public final class EventUploader {
    private let application: ApplicationProtocol
    private let transport: Transport
    private let log = Logger(subsystem: "com.merrowdown.sdk", category: "Uploader")
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid
    public private(set) var expirations = 0
    public private(set) var openTasks = 0

    public init(application: ApplicationProtocol, transport: Transport, center: NotificationCenter = .default) {
        self.application = application
        self.transport = transport
        // Scene-based hosts post both notifications; both end up here.
        center.addObserver(self, selector: #selector(appWillBackground),
                           name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(appWillBackground),
                           name: UIScene.didEnterBackgroundNotification, object: nil)
    }

    @objc func appWillBackground() {
        backgroundTask = application.beginBackgroundTask(withName: "MerrowdownUploader-upload") { [weak self] in
            guard let self else { return }
            self.expirations += 1
            self.log.info("upload background time expired; cancelling")
            self.transport.cancelAll()
            self.finishBackgroundTask()
        }
        openTasks += 1
        transport.flush { [weak self] in self?.finishBackgroundTask() }
    }

    private func finishBackgroundTask() {
        guard backgroundTask != .invalid else { return }
        application.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
        openTasks -= 1
    }
}
