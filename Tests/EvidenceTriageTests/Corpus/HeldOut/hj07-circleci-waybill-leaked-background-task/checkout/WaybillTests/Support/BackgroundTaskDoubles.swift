import UIKit
@testable import Waybill

/// Hands out identifiers 1, 2, 3 … and keeps every expiration handler so a
/// test can fire them in any order.
final class BackgroundTaskSpy: BackgroundTaskProviding {
    private var next = 1
    private var handlers: [Int: () -> Void] = [:]
    private(set) var endedTaskIDs: [Int] = []
    private(set) var openTaskIDs: [Int] = []

    func beginBackgroundTask(withName taskName: String?,
                             expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        defer { next += 1 }
        openTaskIDs.append(next)
        handlers[next] = { MainActor.assumeIsolated { handler?() } }
        return UIBackgroundTaskIdentifier(rawValue: next)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard identifier != .invalid else {
            print("BackgroundTaskSpy: endBackgroundTask(.invalid) ignored")
            return
        }
        endedTaskIDs.append(identifier.rawValue)
        openTaskIDs.removeAll { $0 == identifier.rawValue }
    }

    func expire(_ identifier: UIBackgroundTaskIdentifier) {
        handlers[identifier.rawValue]?()
    }
}

/// Forwards to the real UIApplication and remembers which tasks are still open.
final class RecordingBackgroundTasks: BackgroundTaskProviding {
    private let application: UIApplication
    private(set) var openTaskIDs: [Int] = []

    init(wrapping application: UIApplication) { self.application = application }

    func beginBackgroundTask(withName taskName: String?,
                             expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        let id = application.beginBackgroundTask(withName: taskName, expirationHandler: handler)
        openTaskIDs.append(id.rawValue)
        return id
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        application.endBackgroundTask(identifier)
        openTaskIDs.removeAll { $0 == identifier.rawValue }
    }
}
