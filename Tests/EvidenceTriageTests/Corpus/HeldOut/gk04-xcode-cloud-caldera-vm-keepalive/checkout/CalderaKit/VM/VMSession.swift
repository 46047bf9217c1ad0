import Foundation
import os
import UIKit

public final class VMSession {
    private let log = Logger(subsystem: "com.calderavm.pocket", category: "session")
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid
    private var backgroundedAt: Date?
    public let guest: GuestProcess
    public var keepAlive: KeepAliveController.Strategy = .finite

    public init(guest: GuestProcess) { self.guest = guest }

    /// Called from sceneDidEnterBackground while a guest is running.
    public func enterBackground() {
        backgroundedAt = Date()
        guard keepAlive == .finite else { return }
        // iOS grants a finite amount of background time; when it runs out we must
        // pause the guest and end the task, or the app is terminated.
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "CalderaVMSession") { [weak self] in
            guard let self else { return }
            let elapsed = Date().timeIntervalSince(self.backgroundedAt ?? Date())
            self.log.notice("Pausing guest: background time expired after \(elapsed, format: .fixed(precision: 1)) s")
            self.guest.pause()
            UIApplication.shared.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
    }

    public func enterForeground() {
        if guest.isPaused { guest.resume() }
        if backgroundTask != .invalid {
            UIApplication.shared.endBackgroundTask(backgroundTask)
            backgroundTask = .invalid
        }
    }
}
