import Foundation
import PushKit
import CallKit
import os

final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let callProvider: CallReporting
    private let log = Logger(subsystem: "com.ringline.app", category: "VoIP")

    init(callProvider: CallReporting) {
        self.callProvider = callProvider
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType, completion: @escaping () -> Void) {
        handle(payload: payload.dictionaryPayload, completion: completion)
    }

    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        let kind = payload["type"] as? String ?? "incoming"
        log.info("voip push type=\(kind, privacy: .public)")
        if kind == "missed" {
            MissedCallStore.shared.record(payload)
            NotificationPoster.postMissedCall(payload)
            completion()
            return
        }
        callProvider.reportIncoming(callId: payload["callId"] as? String ?? UUID().uuidString,
                                    caller: payload["caller"] as? String ?? "Unknown",
                                    completion: completion)
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        TokenUploader.shared.upload(voipToken: pushCredentials.token)
    }
}
