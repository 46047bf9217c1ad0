import UIKit
@testable import Parcelwise

final class FakeBackgroundTasks: BackgroundTaskRunning {
    private var handlers: [Int: () -> Void] = [:]
    private var names: [Int: String] = [:]
    private(set) var ended: [String] = []
    private var next = 1

    func begin(name: String, expirationHandler: @escaping () -> Void) -> UIBackgroundTaskIdentifier {
        defer { next += 1 }
        handlers[next] = expirationHandler
        names[next] = name
        return UIBackgroundTaskIdentifier(rawValue: next)
    }

    func end(_ identifier: UIBackgroundTaskIdentifier) {
        if let name = names.removeValue(forKey: identifier.rawValue) { ended.append(name) }
    }

    func expireAll() { handlers.values.forEach { $0() } }
}
