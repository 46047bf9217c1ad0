import UIKit
@testable import Kestrel

final class FakeFeedStore: FeedStoring {
    var commentsChanged = false
    var timelineResult: UIBackgroundFetchResult = .noData

    func refreshComments(for sightingID: String, completion: @escaping (Bool) -> Void) {
        completion(commentsChanged)
    }

    func refreshTimeline(completion: @escaping (UIBackgroundFetchResult) -> Void) {
        completion(timelineResult)
    }
}

final class FakeBadgeCounter: BadgeCounting {
    private(set) var likes = 0
    private(set) var resets = 0

    func increment(_ kind: BadgeKind) { if kind == .likes { likes += 1 } }
    func reset() { resets += 1 }
}
