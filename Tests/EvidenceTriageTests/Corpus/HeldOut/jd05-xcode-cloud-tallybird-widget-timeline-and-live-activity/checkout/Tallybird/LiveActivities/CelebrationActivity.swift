import ActivityKit
import Foundation

struct CelebrationAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var streak: Int }
    var habitName: String
}

enum CelebrationActivity {
    /// Shows the "streak extended" celebration on the Lock Screen.
    static func checkInSaved(habit: String, streak: Int) {
        do {
            let activity = try Activity.request(attributes: CelebrationAttributes(habitName: habit),
                                                content: ActivityContent(state: .init(streak: streak),
                                                                         staleDate: .now.addingTimeInterval(3600)))
            NSLog("[LiveActivity] started celebration %@ streak=%ld", activity.id, streak)
        } catch {
            NSLog("[LiveActivity] celebration request failed: %@", String(describing: error))
        }
    }
}
