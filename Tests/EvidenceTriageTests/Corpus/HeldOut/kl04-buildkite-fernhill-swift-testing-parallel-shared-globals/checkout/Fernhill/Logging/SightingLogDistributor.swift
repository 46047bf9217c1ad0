import Foundation

/// Fans sighting-import log lines out to observers (debug console, upload buffer).
final class SightingLogDistributor: @unchecked Sendable {
    static let shared = SightingLogDistributor()

    private let lock = NSLock()
    private var pending: [String] = []
    private var observers: [(String) -> Void] = []

    func log(_ line: String) {
        lock.withLock { pending.append(line) }
    }

    func addObserver(_ observer: @escaping (String) -> Void) {
        lock.withLock { observers.append(observer) }
    }

    func distributeAllPending() {
        let (lines, targets) = lock.withLock { () -> ([String], [(String) -> Void]) in
            defer { pending.removeAll() }
            return (pending, observers)
        }
        for line in lines { targets.forEach { $0(line) } }
    }
}
