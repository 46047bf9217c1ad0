import UIKit

/// Appends lifecycle breadcrumbs to the diagnostics log. Work is moved off the
/// main thread because the log is persisted (and uploaded with crash reports).
final class SessionLogger {
    private let store: DiagnosticsStore
    private let queue = DispatchQueue(label: "com.orbitfit.session-logger", qos: .utility)

    init(store: DiagnosticsStore, center: NotificationCenter = .default) {
        self.store = store
        center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil) { [weak self] _ in
            self?.queue.async { self?.store.append("Session resumed", at: .now) }
        }
        center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { [weak self] _ in
            self?.queue.async { self?.store.append("Session backgrounded", at: .now) }
        }
    }
}
