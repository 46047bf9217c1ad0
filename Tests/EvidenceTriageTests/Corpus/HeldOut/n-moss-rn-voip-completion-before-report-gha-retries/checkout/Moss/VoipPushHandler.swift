import Foundation
import PushKit

final class VoipPushHandler {
    private let callKeep: CallKeepReporting
    init(callKeep: CallKeepReporting) { self.callKeep = callKeep }

    /// Called from AppDelegate pushRegistry(_:didReceiveIncomingPushWith:for:completion:)
    func handle(payload: [String: Any], completion: @escaping () -> Void) {
        RNVoipPushNotificationManager.didReceiveIncomingPush(withPayload: payload, forType: "voip")
        guard (payload["type"] as? String) != "missed" else {
            completion()
            return
        }
        let uuid = payload["uuid"] as? String ?? UUID().uuidString
        completion()
        callKeep.reportNewIncomingCall(uuid: uuid, handle: payload["handle"] as? String ?? "unknown",
                                       callerName: payload["callerName"] as? String)
    }
}
