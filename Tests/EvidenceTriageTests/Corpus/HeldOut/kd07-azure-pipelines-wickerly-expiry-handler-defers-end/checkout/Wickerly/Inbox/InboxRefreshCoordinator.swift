import Foundation

/// Coalesces refresh requests (push, foreground, pull-to-refresh) into one inbox fetch.
final class InboxRefreshCoordinator {
    private let queue = DispatchQueue(label: "com.wickerly.inbox.refresh")
    private let debounce: TimeInterval
    private let refresh: () -> Void
    private var timer: Timer?

    init(debounce: TimeInterval = 1.5, refresh: @escaping () -> Void) {
        self.debounce = debounce
        self.refresh = refresh
    }

    func requestRefresh() {
        queue.async {
            self.timer?.invalidate()
            self.timer = Timer.scheduledTimer(withTimeInterval: self.debounce, repeats: false) { [weak self] _ in
                self?.refresh()
            }
        }
    }
}
