import Foundation
import UIKit

/// Routes silent (content-available) pushes from the Kestrel backend.
/// Every path must call `completion` exactly once: iOS throttles apps that
/// leave the fetch completion handler hanging.
final class PushRouter {
    private let feed: FeedStoring
    private let badges: BadgeCounting

    init(feed: FeedStoring, badges: BadgeCounting) {
        self.feed = feed
        self.badges = badges
    }

    func handle(_ userInfo: [AnyHashable: Any],
                completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let type = userInfo["type"] as? String else {
            completion(.noData)
            return
        }

        switch type {
        case "comment":
            let sightingID = userInfo["sighting_id"] as? String ?? ""
            feed.refreshComments(for: sightingID) { changed in
                completion(changed ? .newData : .noData)
            }
        case "like":
            // Likes only bump the unread counter; nothing to download.
            badges.increment(.likes)
            NotificationCenter.default.post(name: .kestrelLikeReceived, object: nil, userInfo: userInfo)
        case "badge-reset":
            badges.reset()
            completion(.noData)
        case "feed":
            feed.refreshTimeline { result in
                completion(result)
            }
        default:
            completion(.noData)
        }
    }
}

extension Notification.Name {
    static let kestrelLikeReceived = Notification.Name("KestrelLikeReceived")
}
