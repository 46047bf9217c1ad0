import UIKit
@testable import MurmurKit

/// Test double for UIApplication's background-task API. Nothing here talks to the OS.
final class MockApplication: BackgroundTaskApplication {
    var applicationState: UIApplication.State = .background
    private(set) var begun: [UIBackgroundTaskIdentifier] = []
    private(set) var ended: [UIBackgroundTaskIdentifier] = []
    private(set) var expirationHandlers: [UIBackgroundTaskIdentifier: () -> Void] = [:]
    var onEnd: ((UIBackgroundTaskIdentifier) -> Void)?
    private var next = 1
    private let lock = NSLock()

    func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        lock.lock(); defer { lock.unlock() }
        let id = UIBackgroundTaskIdentifier(rawValue: next)
        next += 1
        begun.append(id)
        expirationHandlers[id] = handler
        return id
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        lock.lock()
        ended.append(identifier)
        lock.unlock()
        onEnd?(identifier)
    }

    var activeCount: Int {
        lock.lock(); defer { lock.unlock() }
        return begun.filter { !ended.contains($0) }.count
    }

    /// Plays the system's part: time is up for this task.
    func expire(_ identifier: UIBackgroundTaskIdentifier) { expirationHandlers[identifier]?() }
}
