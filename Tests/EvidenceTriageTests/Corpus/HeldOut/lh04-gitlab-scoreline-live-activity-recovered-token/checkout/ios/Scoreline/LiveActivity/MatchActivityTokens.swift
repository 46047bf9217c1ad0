import ActivityKit
import Foundation

/// Forwards each Live Activity's push token to the backend (which pushes score updates).
protocol ActivitySource {
    func locallyStarted() -> [MatchActivityHandle]
    func all() -> [MatchActivityHandle]           // includes activities recovered after relaunch / push-to-start
}

protocol MatchActivityHandle: AnyObject {
    var id: String { get }
    func observeTokens(_ onToken: @escaping (String) -> Void)
}

final class MatchActivityTokens {
    private let source: ActivitySource
    private let upload: (String, String) -> Void    // (activityId, token)

    init(source: ActivitySource, upload: @escaping (String, String) -> Void) {
        self.source = source; self.upload = upload
    }

    /// Called at launch and on each start.
    func start() {
        for handle in source.locallyStarted() {      // recovered / push-started ones are never observed
            handle.observeTokens { [upload] token in upload(handle.id, token) }
        }
    }
}

enum MatchActivityStarter {
    static func start(home: String, away: String) throws -> String {
        let attributes = MatchAttributes(home: home, away: away)
        let activity = try Activity.request(attributes: attributes,
                                            content: .init(state: .init(homeGoals: 0, awayGoals: 0, minute: 0), staleDate: nil),
                                            pushType: .token)
        return activity.id
    }
}
