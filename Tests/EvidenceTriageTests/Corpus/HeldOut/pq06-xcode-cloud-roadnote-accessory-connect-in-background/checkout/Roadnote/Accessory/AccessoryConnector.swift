import ExternalAccessory
import UIKit

final class AccessoryConnector {
    static let taskName = "com.roadnote.accessory.connect"
    private let application: ApplicationProtocol
    private(set) var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid
    private(set) var retryDelay: TimeInterval = 0
    private var retryTimer: Timer?

    var sessionSetupInProgress = false {
        didSet {
            if !sessionSetupInProgress && oldValue && lastSetupSucceeded { endBackgroundTask() }
        }
    }
    private(set) var lastSetupSucceeded = false

    init(application: ApplicationProtocol) { self.application = application }

    func accessoryConnected(_ accessory: AccessoryProtocol) {
        retryDelay = Double.random(in: 1.5...9.5)
        // Delayed connect: relies on the run loop timer firing.
        retryTimer = Timer.scheduledTimer(withTimeInterval: retryDelay, repeats: false) { [weak self] _ in
            self?.openSession(with: accessory)
        }
    }

    func openSession(with accessory: AccessoryProtocol) {
        sessionSetupInProgress = true
        lastSetupSucceeded = accessory.openControlSession()
        sessionSetupInProgress = false
    }

    func endBackgroundTask() {
        guard backgroundTaskID != .invalid else { return }
        application.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
