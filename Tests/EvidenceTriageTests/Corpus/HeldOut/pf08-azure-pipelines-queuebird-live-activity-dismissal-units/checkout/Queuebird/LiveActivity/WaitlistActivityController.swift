import ActivityKit
import Foundation
import os

struct WaitlistAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var position: Int; var status: String }
    var partyName: String
}

final class WaitlistActivityController {
    private let log = Logger(subsystem: "com.queuebird.app", category: "LiveActivity")
    private let clock: () -> Date

    init(clock: @escaping () -> Date = Date.init) { self.clock = clock }

    /// Payload the backend relays to APNs to end the activity.
    func endPayload(finalStatus: String, dismissImmediately: Bool) -> [String: Any] {
        let now = clock()
        var aps: [String: Any] = [
            "timestamp": Int(now.timeIntervalSince1970),
            "event": "end",
            "content-state": ["position": 0, "status": finalStatus],
        ]
        if dismissImmediately {
            aps["dismissal-date"] = Int(now.timeIntervalSince1970 * 1000) + 50
        }
        return ["aps": aps]
    }

    func endLocally(_ activity: Activity<WaitlistAttributes>, finalStatus: String) async {
        let payload = endPayload(finalStatus: finalStatus, dismissImmediately: true)
        let dismissal = (payload["aps"] as? [String: Any])?["dismissal-date"] as? Int ?? 0
        log.info("ending activity \(activity.id, privacy: .public) dismissal-date=\(dismissal)")
        await activity.end(ActivityContent(state: .init(position: 0, status: finalStatus), staleDate: nil),
                           dismissalPolicy: .after(Date(timeIntervalSince1970: TimeInterval(dismissal))))
    }
}
