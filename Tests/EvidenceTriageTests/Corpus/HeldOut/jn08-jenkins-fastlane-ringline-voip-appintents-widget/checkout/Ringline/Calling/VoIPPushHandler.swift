import CallKit
import PushKit
import os

/// PushKit delegate. iOS 13+ terminates the app if a VoIP push is not reported to
/// CallKit, and stops delivering VoIP pushes after repeated failures.
final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let log = Logger(subsystem: "com.ringline.app", category: "VoIP")
    private let calls: CallReporting

    init(calls: CallReporting) {
        self.calls = calls
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        TokenUploader.shared.upload(voipToken: pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        let invite = CallInvite(payload.dictionaryPayload)
        calls.reportIncoming(invite) { [log] error in
            if let error { log.error("reportNewIncomingCall failed: \(error.localizedDescription, privacy: .public)") }
        }
        completion()
    }
}
