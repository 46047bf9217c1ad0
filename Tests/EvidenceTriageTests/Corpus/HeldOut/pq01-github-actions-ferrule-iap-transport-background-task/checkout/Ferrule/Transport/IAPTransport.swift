import UIKit

/// Owns the iAP control/data sessions to the head unit.
final class IAPTransport {
    static let backgroundTaskName = "com.ferrule.transport.iap"

    private let application: ApplicationProtocol
    private(set) var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid
    weak var delegate: IAPTransportDelegate?

    init(application: ApplicationProtocol) {
        self.application = application
        if application.applicationState == .active {
            // Foreground connect: no extra runtime needed.
            return
        }
    }

    func startBackgroundTaskIfNeeded() {
        guard backgroundTaskID == .invalid else { return }
        backgroundTaskID = application.beginBackgroundTask(withName: Self.backgroundTaskName) { [weak self] in
            self?.endBackgroundTask()
        }
    }

    func endBackgroundTask() {
        guard backgroundTaskID != .invalid else { return }
        application.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }

    func disconnect() {
        delegate?.transportDidDisconnect(self)
    }

    deinit {
        disconnect()
        endBackgroundTask()
    }
}
