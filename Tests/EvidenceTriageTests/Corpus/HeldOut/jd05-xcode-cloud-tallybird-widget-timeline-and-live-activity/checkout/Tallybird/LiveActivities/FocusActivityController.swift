import ActivityKit
import Foundation

struct FocusAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var phase: String          // "running" | "paused"
        var endsAt: Date
    }
    var habitName: String
}

/// Drives the focus-session Live Activity (Lock Screen + Dynamic Island).
/// The widget extension reads display details from the shared app group.
@MainActor
final class FocusActivityController {
    private let defaults = UserDefaults(suiteName: "group.com.tallybird.shared")!
    private(set) var activity: Activity<FocusAttributes>?

    func start(habit: String, minutes: Int) throws {
        let state = FocusAttributes.ContentState(phase: "running", endsAt: .now.addingTimeInterval(Double(minutes) * 60))
        activity = try Activity.request(attributes: FocusAttributes(habitName: habit),
                                        content: ActivityContent(state: state, staleDate: nil))
    }

    func pause() async {
        guard let activity else { return }
        defaults.set(true, forKey: "focus.paused")
        defaults.set(Date.now.timeIntervalSince1970, forKey: "focus.pausedAt")
        // Re-render so the extension picks up the paused flag from the app group.
        await activity.update(ActivityContent(state: activity.content.state, staleDate: nil))
    }
}
