import ActivityKit
import Foundation

// Shared by Runner and the MatchdayWidgets extension (same file in both
// targets). This is the shape live_activities expects: the dynamic data is
// written to the app-group defaults and ContentState only carries the group.
struct LiveActivitiesAppAttributes: ActivityAttributes, Identifiable {
    public typealias LiveDeliveryData = ContentState

    public struct ContentState: Codable, Hashable {
        var appGroupId: String
    }

    var id = UUID()
}
