import UIKit
@testable import Mailbag

/// Test double for UIApplication's background-task API. Hands out identifiers
/// 2, 3, 4, … and lets a test fire a task's expiration handler.
final class FakeApplication: BackgroundTaskProviding {
    private var next = 2
    private(set) var begun: [(id: Int, name: String?)] = []
    private(set) var ended: [Int] = []
    private var handlers: [Int: () -> Void] = [:]
    var backgroundTimeRemaining: TimeInterval = 29.8

    var open: [Int] { begun.map(\.id).filter { !ended.contains($0) } }

    func beginBackgroundTask(withName taskName: String?,
                             expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        let id = next
        next += 1
        begun.append((id, taskName))
        if let handler { handlers[id] = { MainActor.assumeIsolated { handler() } } }
        return UIBackgroundTaskIdentifier(rawValue: id)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ended.append(identifier.rawValue)
    }

    func expire(_ id: Int) { handlers[id]?() }
}
