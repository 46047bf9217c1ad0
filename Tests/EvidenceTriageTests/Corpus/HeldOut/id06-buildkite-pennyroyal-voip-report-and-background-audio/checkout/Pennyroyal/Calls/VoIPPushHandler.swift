import CallKit
import PushKit
import os

/// Receives VoIP pushes and reports incoming calls to CallKit.
final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let provider: CallReporting
    private let invites: CallInviteStore
    private let log = Logger(subsystem: "com.pennyroyal.app", category: "VoIP")

    init(provider: CallReporting, invites: CallInviteStore) {
        self.provider = provider
        self.invites = invites
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        PushTokenUploader.shared.upload(voipToken: credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        let callID = payload.dictionaryPayload["call_id"] as? String ?? "-"
        guard let invite = invites.invite(for: callID) else {
            // The invite event has not been synced yet (app was suspended); nothing to show.
            log.info("push for call \(callID, privacy: .public) but invite not synced yet; ignoring")
            print("[VoIP] push for call \(callID) but invite not synced yet; ignoring")
            completion()
            return
        }
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: invite.callerHandle)
        update.localizedCallerName = invite.callerName
        provider.reportNewIncomingCall(with: invite.uuid, update: update) { error in
            if let error { self.log.error("reportNewIncomingCall failed: \(error.localizedDescription, privacy: .public)") }
            completion()
        }
    }
}

protocol CallReporting {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}

extension CXProvider: CallReporting {}
