import UIKit

protocol BackgroundFetchConfiguring {
    func setMinimumBackgroundFetchInterval(_ interval: TimeInterval)
}
extension UIApplication: BackgroundFetchConfiguring {}

enum BadgeRefresh {
    /// Must be called from application(_:didFinishLaunchingWithOptions:); without it the
    /// system default interval is UIApplication.backgroundFetchIntervalNever.
    static func configure(_ app: BackgroundFetchConfiguring = AppEnvironment.fetchConfigurator) {
        app.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
    }

    static func run(completion: @escaping (UIBackgroundFetchResult) -> Void) {
        GoalStore.shared.refreshBadge { changed in completion(changed ? .newData : .noData) }
    }
}
