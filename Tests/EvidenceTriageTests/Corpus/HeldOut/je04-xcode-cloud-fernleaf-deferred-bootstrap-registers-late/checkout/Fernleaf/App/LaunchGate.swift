import UIKit

protocol ProtectedDataState {
    var isProtectedDataAvailable: Bool { get }
}

extension UIApplication: ProtectedDataState {}

/// Runs work once protected data is available: immediately if it already is, otherwise on
/// `protectedDataDidBecomeAvailableNotification`.
final class LaunchGate {
    static let shared = LaunchGate(state: UIApplication.shared, center: .default)

    private let state: ProtectedDataState
    private let center: NotificationCenter
    private var token: NSObjectProtocol?

    init(state: ProtectedDataState, center: NotificationCenter) {
        self.state = state
        self.center = center
    }

    func whenProtectedDataAvailable(_ work: @escaping () -> Void) {
        if state.isProtectedDataAvailable {
            work()
            return
        }
        NSLog("[LaunchGate] protected data unavailable; deferring bootstrap")
        token = center.addObserver(forName: UIApplication.protectedDataDidBecomeAvailableNotification,
                                   object: nil, queue: .main) { [weak self] _ in
            guard let self, let token = self.token else { return }
            self.center.removeObserver(token)
            self.token = nil
            NSLog("[LaunchGate] protected data available; resuming bootstrap")
            work()
        }
    }
}
