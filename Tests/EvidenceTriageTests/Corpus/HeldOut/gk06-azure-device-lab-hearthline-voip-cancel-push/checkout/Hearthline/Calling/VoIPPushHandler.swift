import CallKit
import Foundation
import PushKit

/// PushKit delegate. Since iOS 13 every VoIP push must be reported to CallKit before
/// this delegate returns, or the system terminates the app (and, if it keeps happening,
/// stops delivering VoIP pushes).
final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let provider: CXProvider
    private let calls: CallRegistry
    private let history: CallHistoryStore

    init(provider: CXProvider, calls: CallRegistry, history: CallHistoryStore) {
        self.provider = provider
        self.calls = calls
        self.history = history
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        DeviceTokenUploader.shared.upload(voipToken: credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        guard let push = VoIPPayload(payload.dictionaryPayload) else { completion(); return }

        switch push.kind {
        case .cancelled:
            // The caller hung up before we answered: record a missed call, nothing to ring.
            history.recordMissed(callID: push.callID, from: push.caller, at: push.sentAt)
            completion()
            return

        case .incoming:
            let uuid = calls.uuid(for: push.callID)
            let update = CXCallUpdate()
            update.remoteHandle = CXHandle(type: .phoneNumber, value: push.caller)
            update.localizedCallerName = push.callerName
            update.hasVideo = push.hasVideo
            provider.reportNewIncomingCall(with: uuid, update: update) { error in
                if let error { Log.calls.error("reportNewIncomingCall failed: \(error)") }
                completion()
            }
        }
    }
}
