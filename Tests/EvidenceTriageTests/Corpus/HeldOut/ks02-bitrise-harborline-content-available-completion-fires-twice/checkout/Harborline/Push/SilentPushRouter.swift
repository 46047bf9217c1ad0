import UIKit

/// Routes remote notifications. `completion` is the OS fetchCompletionHandler.
final class SilentPushRouter {
    var onReceived: ([AnyHashable: Any]) -> Void = { _ in }
    private let timetable: TimetableSyncing

    init(timetable: TimetableSyncing) { self.timetable = timetable }

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        let aps = userInfo["aps"] as? [String: Any] ?? [:]
        let contentAvailable = (aps["content-available"] as? Int) == 1
        if aps["alert"] != nil {
            // visible push: report "received" and finish
            onReceived(userInfo)
            completion(.noData)
        }
        if contentAvailable {
            // BUG: an alert push that also sets content-available falls through here,
            // fires "received" a second time and calls the completion handler again
            onReceived(userInfo)
            timetable.sync { changed in completion(changed ? .newData : .noData) }
        }
    }
}
