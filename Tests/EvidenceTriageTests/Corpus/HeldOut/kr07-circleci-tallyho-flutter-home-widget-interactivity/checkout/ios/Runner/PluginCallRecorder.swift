import Foundation

/// Debug-only: records home_widget method-channel calls made during startup so
/// RunnerTests can check the plugin's setup order.
final class PluginCallRecorder {
    static let shared = PluginCallRecorder()
    private(set) var calls: [String] = []
    private let lock = NSLock()

    func record(_ method: String) {
        lock.lock(); calls.append(method); lock.unlock()
        NSLog("[PluginCallRecorder] %@", method)
    }

    func waitForCalls(_ count: Int, timeout: TimeInterval) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            lock.lock(); let snapshot = calls; lock.unlock()
            if snapshot.count >= count { return snapshot }
            RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        }
        lock.lock(); defer { lock.unlock() }
        return calls
    }
}
