@testable import Lumen
import UIKit

final class FakeApplication: BackgroundTaskApplication {
    private var next = 1
    private(set) var open: [UIBackgroundTaskIdentifier: String] = [:]
    private(set) var expirationHandlers: [UIBackgroundTaskIdentifier: () -> Void] = [:]

    func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        let id = UIBackgroundTaskIdentifier(rawValue: next); next += 1
        open[id] = taskName ?? "?"
        return id
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        open[identifier] = nil
    }
}
