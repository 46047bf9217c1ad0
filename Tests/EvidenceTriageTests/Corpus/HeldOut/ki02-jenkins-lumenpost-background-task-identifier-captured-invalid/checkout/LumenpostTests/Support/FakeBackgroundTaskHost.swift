import UIKit
@testable import Lumenpost

/// Records begin/end calls and lets a test fire the expiration handler, like UIKit would.
final class FakeBackgroundTaskHost: BackgroundTaskHosting {
    private(set) var begun: [UIBackgroundTaskIdentifier] = []
    private(set) var ended: [UIBackgroundTaskIdentifier] = []
    private var handlers: [UIBackgroundTaskIdentifier: @MainActor @Sendable () -> Void] = [:]
    private var next = 40

    func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        next += 1
        let id = UIBackgroundTaskIdentifier(rawValue: next)
        begun.append(id)
        handlers[id] = expirationHandler
        return id
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ended.append(identifier)
    }

    @MainActor func expireAll() {
        for id in begun { handlers[id]?() }
    }

    var unendedTasks: [UIBackgroundTaskIdentifier] {
        begun.filter { !ended.contains($0) }
    }
}
