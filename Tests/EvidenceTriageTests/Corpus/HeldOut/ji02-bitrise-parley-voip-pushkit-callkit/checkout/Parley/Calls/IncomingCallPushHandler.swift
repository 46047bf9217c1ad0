import CallKit
import PushKit
import os

/// Abstraction over CXProvider so the push path can be tested without CallKit.
protocol IncomingCallReporting: AnyObject {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}
extension CXProvider: IncomingCallReporting {}

final class IncomingCallPushHandler: NSObject, PKPushRegistryDelegate {
    private let log = Logger(subsystem: "com.parleyhq.parley", category: "VoIP")
    private let reporter: IncomingCallReporting
    private let calls: CallStateMachine
    private let tokens: PushTokenUploader

    init(reporter: IncomingCallReporting, calls: CallStateMachine, tokens: PushTokenUploader) {
        self.reporter = reporter
        self.calls = calls
        self.tokens = tokens
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        guard type == .voIP else { return }
        tokens.uploadVoIPToken(pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        let invite = CallInvite(payload: payload.dictionaryPayload)
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: invite.callerHandle)
        update.localizedCallerName = invite.callerName
        update.hasVideo = false

        reporter.reportNewIncomingCall(with: invite.uuid, update: update) { [weak self] error in
            if let error {
                self?.log.error("reportNewIncomingCall failed: \(error.localizedDescription, privacy: .public)")
                self?.calls.markFailed(invite.uuid)
            } else {
                self?.calls.ringing(invite)
            }
        }
        // Tell PushKit we are done with this push.
        completion()
    }
}
