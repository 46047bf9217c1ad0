import ActivityKit
import Foundation

struct ShiftAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endsAt: Date
        var breakTaken: Bool
    }
    var site: String
    var role: String
}

final class ShiftLiveActivityController {
    private(set) var activity: Activity<ShiftAttributes>?

    func start(site: String, role: String, endsAt: Date) throws {
        let content = ActivityContent(state: ShiftAttributes.ContentState(endsAt: endsAt, breakTaken: false),
                                      staleDate: endsAt.addingTimeInterval(15 * 60))
        activity = try Activity.request(attributes: ShiftAttributes(site: site, role: role), content: content)
        NSLog("[LiveActivity] requested %@ endsAt=%@", activity?.id ?? "nil", endsAt as NSDate)
    }

    /// Ends the activity and leaves it on the Lock Screen until `dismissAt`.
    func end(dismissAt: Date) async {
        guard let activity else { return }
        await activity.end(nil, dismissalPolicy: .after(dismissAt))
        NSLog("[LiveActivity] ended %@ dismissalPolicy=.after(%@) state=%@", activity.id, dismissAt as NSDate, String(describing: activity.activityState))
    }
}
