import UIKit
@testable import Tasklane

/// Records background-time requests. When the app "enters background" with no
/// outstanding request, in-flight work registered via `onSuspend` is cancelled,
/// as iOS does for a suspended process.
final class FakeApplication: BackgroundTimeProviding {
    private(set) var begunTaskNames: [String] = []
    private(set) var endedTaskCount = 0
    private var outstanding = 0
    var onSuspend: [() -> Void] = []

    func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        begunTaskNames.append(name ?? "")
        outstanding += 1
        return UIBackgroundTaskIdentifier(rawValue: begunTaskNames.count)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        endedTaskCount += 1
        outstanding -= 1
    }

    func simulateDidEnterBackground() {
        guard outstanding == 0 else { return }
        onSuspend.forEach { $0() }
    }
}
