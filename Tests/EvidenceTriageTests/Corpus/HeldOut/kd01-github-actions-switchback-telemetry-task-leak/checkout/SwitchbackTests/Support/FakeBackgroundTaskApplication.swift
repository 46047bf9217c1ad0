import UIKit
@testable import Switchback

final class FakeBackgroundTaskApplication: BackgroundTaskApplication {
    private(set) var begunTaskIDs: [Int] = []
    private(set) var endedTaskIDs: [Int] = []
    private var next = 1

    func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        defer { next += 1 }
        begunTaskIDs.append(next)
        return UIBackgroundTaskIdentifier(rawValue: next)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        endedTaskIDs.append(identifier.rawValue)
    }
}
