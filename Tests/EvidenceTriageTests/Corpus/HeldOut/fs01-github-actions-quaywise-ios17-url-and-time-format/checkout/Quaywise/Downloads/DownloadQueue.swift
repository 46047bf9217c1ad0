import Foundation

protocol Reachability: AnyObject {
    var isOnline: Bool { get }
    var onChange: ((Bool) -> Void)? { get set }
}

final class FakeReachability: Reachability {
    private(set) var isOnline: Bool
    var onChange: ((Bool) -> Void)?
    init(isOnline: Bool) { self.isOnline = isOnline }
    func setOnline(_ value: Bool) {
        isOnline = value
        DispatchQueue.global(qos: .utility).async { [onChange] in onChange?(value) }
    }
}

final class DownloadQueue {
    private(set) var pendingIDs: [String] = []
    private(set) var isRunning = false
    var onResume: (() -> Void)?
    private let reachability: Reachability

    init(reachability: Reachability) {
        self.reachability = reachability
        reachability.onChange = { [weak self] online in
            guard online else { return }
            DispatchQueue.main.async { self?.resume() }
        }
    }

    func enqueue(episodeID: String) { pendingIDs.append(episodeID) }

    private func resume() {
        isRunning = true
        onResume?()
    }
}
