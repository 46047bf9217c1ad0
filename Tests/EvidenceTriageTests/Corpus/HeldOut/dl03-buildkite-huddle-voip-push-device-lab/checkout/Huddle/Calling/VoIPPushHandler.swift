import PushKit
import CallKit
import os

/// PushKit delegate. Since iOS 13 every VoIP push must be reported to CallKit
/// before this method returns, or the system terminates the app.
final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let log = Logger(subsystem: "com.quaywise.huddle", category: "voip")
    private let provider: CXProvider
    private let calls: CallStore

    init(provider: CXProvider, calls: CallStore) {
        self.provider = provider
        self.calls = calls
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        PushTokenUploader.shared.upload(voipToken: pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry,
                      didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType,
                      completion: @escaping () -> Void) {
        let invite = CallInvite(payload.dictionaryPayload)
        log.info("voip push call=\(invite.callID, privacy: .public) state=\(invite.state.rawValue, privacy: .public)")

        // The caller may hang up before the push arrives; nothing to ring.
        guard invite.state == .ringing else {
            log.info("call \(invite.callID, privacy: .public) no longer ringing, ignoring push")
            completion()
            return
        }

        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: invite.callerHandle)
        update.localizedCallerName = invite.callerName
        provider.reportNewIncomingCall(with: invite.uuid, update: update) { [calls] error in
            if error == nil { calls.insert(invite) }
            completion()
        }
    }
}
