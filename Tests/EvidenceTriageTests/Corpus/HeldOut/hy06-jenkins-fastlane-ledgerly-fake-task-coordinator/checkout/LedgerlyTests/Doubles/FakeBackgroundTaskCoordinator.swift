import UIKit
@testable import Ledgerly

/// Records begin/end calls; `expire(_:)` fires a task's expiration handler.
final class FakeBackgroundTaskCoordinator: BackgroundTaskCoordinating {
    private var next = 1
    private(set) var began: [(id: Int, name: String)] = []
    private(set) var ended: [Int] = []
    private var handlers: [Int: () -> Void] = [:]

    var openTasks: [Int] { began.map(\.id).filter { !ended.contains($0) } }

    func beginBackgroundTask(name: String, expirationHandler: @escaping () -> Void) -> UIBackgroundTaskIdentifier {
        defer { next += 1 }
        began.append((next, name))
        handlers[next] = expirationHandler
        return UIBackgroundTaskIdentifier(rawValue: next)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ended.append(identifier.rawValue)
    }

    func expire(_ id: Int) { handlers[id]?() }
}
