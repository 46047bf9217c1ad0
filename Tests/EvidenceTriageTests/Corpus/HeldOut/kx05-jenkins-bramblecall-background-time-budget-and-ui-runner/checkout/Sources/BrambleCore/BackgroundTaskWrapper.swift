import UIKit

/// What the wrapper needs from UIApplication, so tests can pass a fake.
public protocol BackgroundTaskHost: AnyObject {
    var backgroundTimeRemaining: TimeInterval { get }
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ id: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskHost {}

/// Runs `work` under a UIKit background task ("don't suspend me" assertion).
public final class BackgroundTaskWrapper {
    public static let minimumUsefulTime: TimeInterval = 5
    private let host: BackgroundTaskHost
    private var id: UIBackgroundTaskIdentifier = .invalid

    public init(host: BackgroundTaskHost) { self.host = host }

    public func run(named name: String, _ work: @escaping (_ done: @escaping () -> Void) -> Void) {
        // Always begins a task, whatever backgroundTimeRemaining says.
        id = host.beginBackgroundTask(withName: name) { [weak self] in
            guard let self else { return }
            NSLog("[Bramble] background task %@ expired", name)
            DispatchQueue.main.async { self.finish() }   // ends it on the next turn of the run loop
        }
        work { [weak self] in self?.finish() }
    }

    private func finish() {
        guard id != .invalid else { return }
        host.endBackgroundTask(id)
        id = .invalid
    }
}
