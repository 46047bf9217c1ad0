import Foundation
import PushKit
import CallKit

protocol IncomingCallReporting: AnyObject {
    func reportIncomingCall(uuid: UUID, handle: String, completion: @escaping (Error?) -> Void)
    func reportCallEnded(uuid: UUID, reason: CXCallEndedReason)
}

/// Receives VoIP pushes from PKPushRegistry and hands them to the calling SDK.
final class VoIPPushHandler: NSObject {
    private let reporter: IncomingCallReporting
    private let signaling: CallSignaling
    private var pendingCompletions: [String: () -> Void] = [:]
    var watchdogDelay: TimeInterval = 3.0

    init(reporter: IncomingCallReporting, signaling: CallSignaling) {
        self.reporter = reporter
        self.signaling = signaling
    }

    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let callSid = payload["twi_call_sid"] as? String else {
            completion()
            return
        }
        let kind = payload["twi_message_type"] as? String ?? "twilio.voice.call"
        if kind == "twilio.voice.cancel" {
            // The cancel arrives over the network; report once the SDK resolves it.
            pendingCompletions[callSid] = completion
            NSLog("[VoIP] cancelled invite for %@, deferring completion to watchdog (%.1fs)", callSid, watchdogDelay)
            DispatchQueue.main.asyncAfter(deadline: .now() + watchdogDelay) { [weak self] in
                self?.flushPending(callSid: callSid)
            }
            return
        }
        let invite = signaling.invite(from: payload)
        reporter.reportIncomingCall(uuid: invite.uuid, handle: invite.from) { error in
            if let error { NSLog("[VoIP] reportNewIncomingCall failed: %@", String(describing: error)) }
        }
        completion()
    }

    private func flushPending(callSid: String) {
        guard let completion = pendingCompletions.removeValue(forKey: callSid) else { return }
        let uuid = signaling.uuid(forCallSid: callSid)
        reporter.reportIncomingCall(uuid: uuid, handle: "Unknown") { _ in }
        reporter.reportCallEnded(uuid: uuid, reason: .remoteEnded)
        completion()
    }
}
