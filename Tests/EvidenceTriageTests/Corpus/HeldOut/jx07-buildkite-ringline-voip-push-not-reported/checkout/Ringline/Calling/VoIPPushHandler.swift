import Foundation
import PushKit
import CallKit

/// Entry point for VoIP pushes (PKPushRegistryDelegate forwards here).
final class VoIPPushHandler {
    private let reporter: CallReporting
    private let sip: SIPRegistering
    private let directory: CallerDirectory

    init(reporter: CallReporting, sip: SIPRegistering, directory: CallerDirectory) {
        self.reporter = reporter; self.sip = sip; self.directory = directory
    }

    func handle(_ payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let call = IncomingCallPayload(payload) else { completion(); return }

        if call.kind == .cancelled {
            // The caller hung up before we were woken; nothing to show.
            NSLog("[VoIP] cancelled-call push %@ ignored", call.uuid.uuidString)
            completion()
            return
        }

        // Register with the PBX first so the INVITE is waiting when the user answers,
        // and resolve the caller's name for the CallKit UI.
        Task {
            try? await sip.register()
            let caller = await directory.lookup(call.from)
            reporter.reportNewIncomingCall(uuid: call.uuid, handle: call.from, displayName: caller.displayName) { _ in
                completion()
            }
        }
        NSLog("[VoIP] push %@ handled; call report pending SIP REGISTER", call.uuid.uuidString)
    }
}
