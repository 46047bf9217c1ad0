import UIKit

/// application(_:didReceiveRemoteNotification:fetchCompletionHandler:) forwards here.
final class RemoteNotificationHandler {
    private let refresher: TimetableRefreshing

    init(refresher: TimetableRefreshing = TimetableRefresher.shared) {
        self.refresher = refresher
    }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let route = userInfo["route"] as? String, Routes.known.contains(route) else {
            NSLog("[Push] content-available for unknown route %@; noData", String(describing: userInfo["route"]))
            completion(.noData)
            return
        }
        NSLog("[Push] content-available for route %@; refreshing timetable", route)
        refresher.refresh(route: route) { result in
            switch result {
            case .success(true): NSLog("[Push] refresh finished: newData"); completion(.newData)
            case .success(false): NSLog("[Push] refresh finished: noData"); completion(.noData)
            case .failure(let error as NSError):
                NSLog("[Push] refresh finished: failed (%@ %ld)", error.domain, error.code)
                completion(.failed)
            }
        }
    }
}
