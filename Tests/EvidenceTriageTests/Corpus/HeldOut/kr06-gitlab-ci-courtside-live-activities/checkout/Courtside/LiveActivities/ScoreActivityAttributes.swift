import ActivityKit
import Foundation

/// Shared by the app and the CourtsideWidgets extension. ActivityKit archives
/// the attributes of a running activity and decodes them again in whatever
/// build of the widget extension is installed next.
struct ScoreActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var period: String
        var clock: String?
    }

    var matchID: String
    var homeTeam: String
    var awayTeam: String
    /// Added in 3.8: when the user started following the match, used for the
    /// elapsed-time badge. Read on the device clock, never from a push.
    var startedAt: Date
}
