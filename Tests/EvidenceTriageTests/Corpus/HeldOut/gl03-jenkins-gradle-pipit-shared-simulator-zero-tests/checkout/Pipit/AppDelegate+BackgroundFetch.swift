import UIKit

extension AppDelegate {
    /// Legacy background fetch (iOS 10): pulls new rare-bird alerts for the user's county.
    func configureBackgroundFetch(_ application: UIApplication) {
        application.setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        alertsFetcher.fetchNewAlerts { result in
            switch result {
            case .newAlerts: completionHandler(.newData)
            case .none: completionHandler(.noData)
            case .failed: completionHandler(.failed)
            }
        }
    }
}
