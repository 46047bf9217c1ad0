import UIKit

protocol BackgroundTaskRunning {
    func begin(name: String, expiration: @escaping () -> Void)
    func end(name: String)
}

final class UIApplicationBackgroundTaskRunner: BackgroundTaskRunning {
    private var ids: [String: UIBackgroundTaskIdentifier] = [:]

    func begin(name: String, expiration: @escaping () -> Void) {
        ids[name] = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
            expiration()
            self?.end(name: name)
        }
    }

    func end(name: String) {
        guard let id = ids.removeValue(forKey: name) else { return }
        UIApplication.shared.endBackgroundTask(id)
    }
}
