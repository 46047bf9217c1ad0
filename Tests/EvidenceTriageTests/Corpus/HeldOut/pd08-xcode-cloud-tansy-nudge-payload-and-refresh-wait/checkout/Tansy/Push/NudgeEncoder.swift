import Foundation

struct Nudge {
    let habitID: String
    let title: String
    let body: String
}

struct NudgeEncoder {
    func apsDictionary(for nudge: Nudge, refreshInBackground: Bool) -> [String: Any]? {
        if refreshInBackground {
            return ["content-available": 1]
        }
        return [
            "alert": ["title": nudge.title, "body": nudge.body],
            "sound": "default",
            "thread-id": nudge.habitID,
        ]
    }
}
