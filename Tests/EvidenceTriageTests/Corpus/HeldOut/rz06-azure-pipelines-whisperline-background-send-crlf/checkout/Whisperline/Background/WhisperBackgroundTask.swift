import UIKit
import os

final class WhisperBackgroundTask {
    enum State { case active, expired, cancelled, failedToCreate }

    private let log = Logger(subsystem: "chat.whisperline.ios", category: "BackgroundTask")
    private(set) var state: State = .active
    private var identifier: UIBackgroundTaskIdentifier = .invalid
    private let application: BackgroundTaskApplication
    private let timeoutThreshold: TimeInterval
    var onExpiration: (() -> Void)?

    init(label: String, application: BackgroundTaskApplication = UIApplication.shared, timeoutThreshold: TimeInterval = 2) {
        self.application = application
        self.timeoutThreshold = timeoutThreshold
        identifier = application.beginBackgroundTask(withName: label) { [weak self] in
            self?.state = .expired
            self?.onExpiration?()
        }
        if identifier != .invalid {
            state = .failedToCreate
            log.error("failed to create background task \(label, privacy: .public)")
        }
    }

    func checkRemainingTime() {
        if application.backgroundTimeRemaining < timeoutThreshold {
            state = .expired
            onExpiration?()
        }
    }

    func end() {
        guard identifier != .invalid else { return }
        application.endBackgroundTask(identifier)
        identifier = .invalid
    }
}
