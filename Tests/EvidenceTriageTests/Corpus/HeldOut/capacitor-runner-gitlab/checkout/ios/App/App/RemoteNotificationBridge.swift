import UIKit
import CapacitorBackgroundRunner

struct RemoteNotificationBridge {
    let runner: RunnerDispatching

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        runner.dispatchEvent(event: "remoteNotification", eventArgs: userInfo) { result in
            switch result {
            case .success:
                completion(.newData)
            case .failure(let error):
                print("⚡️  [runner] remoteNotification handler error: \(error)")
                completion(.newData)
            }
        }
    }
}
