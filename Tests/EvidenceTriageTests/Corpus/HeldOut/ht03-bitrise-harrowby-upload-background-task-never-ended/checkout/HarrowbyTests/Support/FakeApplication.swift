import UIKit
@testable import Harrowby

final class FakeApplication: BackgroundTaskProviding {
    private(set) var begun: [UIBackgroundTaskIdentifier] = []
    private(set) var ended: [UIBackgroundTaskIdentifier] = []
    private var handlers: [UIBackgroundTaskIdentifier: () -> Void] = [:]
    private var next = 1
    var backgroundTimeRemaining: TimeInterval = 29

    var activeTaskCount: Int { Set(begun).subtracting(ended).count }

    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        let id = UIBackgroundTaskIdentifier(rawValue: next)
        next += 1
        begun.append(id)
        handlers[id] = expirationHandler
        return id
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ended.append(identifier)
        handlers[identifier] = nil
    }

    /// What UIKit does when background time runs out.
    func expireAll() {
        for (_, handler) in handlers { handler() }
    }
}

final class ImmediateRetry: RetryScheduling {
    func schedule(after seconds: TimeInterval, _ work: @escaping () -> Void) { work() }
}

final class HeldRetry: RetryScheduling {
    private(set) var pending: [(TimeInterval, () -> Void)] = []
    func schedule(after seconds: TimeInterval, _ work: @escaping () -> Void) { pending.append((seconds, work)) }
}
