import Foundation

/// Becomes ready once the home screen has rendered its first parcel list, so
/// launch can swap away from the loading screen with data already in place.
final class AppReadiness {
    static let shared = AppReadiness()
    private var continuations: [CheckedContinuation<Void, Never>] = []
    private(set) var isReadyNow = false
    private let lock = NSLock()

    func setReady() {
        lock.lock()
        isReadyNow = true
        let waiting = continuations
        continuations.removeAll()
        lock.unlock()
        waiting.forEach { $0.resume() }
    }

    func isReady() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if isReadyNow {
                lock.unlock()
                continuation.resume()
            } else {
                continuations.append(continuation)
                lock.unlock()
            }
        }
    }
}
