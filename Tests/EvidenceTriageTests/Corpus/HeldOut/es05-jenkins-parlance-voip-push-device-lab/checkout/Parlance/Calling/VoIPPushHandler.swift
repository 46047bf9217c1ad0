import CallKit
import OSLog
import PushKit

/// Receives VoIP pushes from the SIP proxy and turns them into CallKit calls.
final class VoIPPushHandler: NSObject, PKPushRegistryDelegate {
    private let provider: CallReporting
    private let directory: ContactDirectory
    private let log = Logger(subsystem: "com.parlance.phone", category: "voip")

    init(provider: CallReporting, directory: ContactDirectory) {
        self.provider = provider
        self.directory = directory
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        SIPRegistration.shared.updateVoIPToken(pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry,
                      didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType,
                      completion: @escaping () -> Void) {
        guard type == .voIP, let invite = IncomingInvite(payload.dictionaryPayload) else {
            completion()
            return
        }
        log.notice("VoIP push for call \(invite.callID, privacy: .public)")

        guard directory.isLookupEnabled else {
            report(invite, displayName: invite.remoteURI, completion: completion)
            return
        }
        // Show the caller's saved name instead of the raw SIP URI.
        Task {
            let display = await directory.displayName(for: invite.remoteURI) ?? invite.remoteURI
            report(invite, displayName: display, completion: completion)
        }
    }

    private func report(_ invite: IncomingInvite, displayName: String, completion: @escaping () -> Void) {
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: invite.remoteURI)
        update.localizedCallerName = displayName
        update.hasVideo = invite.hasVideo
        provider.reportNewIncomingCall(with: invite.callUUID, update: update) { error in
            if let error {
                self.log.error("reportNewIncomingCall failed: \(error, privacy: .public)")
            }
            completion()
        }
    }
}
