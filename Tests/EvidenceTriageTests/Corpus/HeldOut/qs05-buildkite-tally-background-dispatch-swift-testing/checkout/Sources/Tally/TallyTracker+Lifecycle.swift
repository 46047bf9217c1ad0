import UIKit

extension TallyTracker {
    func observeLifecycle(_ center: NotificationCenter) {
        center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [weak self] _ in
            self?.dispatch()
        }
    }
}
