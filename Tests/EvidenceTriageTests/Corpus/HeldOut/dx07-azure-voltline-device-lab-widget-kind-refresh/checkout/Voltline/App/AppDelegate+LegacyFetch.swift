import UIKit

extension AppDelegate {
    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        tariffClient.fetchLatest { result in
            switch result {
            case .success(let tariffs) where !tariffs.isEmpty:
                TariffStore.shared.replace(with: tariffs)
                NotificationCenter.default.post(name: .legacyFetchFinished, object: nil)
                completionHandler(.newData)
            case .success:
                // BUG: "no new data" path neither posts the marker nor calls completionHandler.
                break
            case .failure:
                completionHandler(.failed)
            }
        }
    }
}
