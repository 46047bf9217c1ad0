import CallKit
import PushKit

final class VoIPPushHandler {
    private let provider: CallProviding

    init(provider: CallProviding) { self.provider = provider }

    func handle(payload: VoIPPayload, completion: @escaping () -> Void) {
        switch payload.kind {
        case .incomingCall:
            let update = CXCallUpdate()
            update.localizedCallerName = payload.callerName
            update.remoteHandle = CXHandle(type: .phoneNumber, value: payload.callerNumber)
            provider.reportNewIncomingCall(with: payload.callID, update: update) { _ in completion() }
        case .missedCall:
            // Caller hung up before delivery: nothing to show, just record it.
            CallHistory.shared.recordMissed(payload)
            completion()
        }
    }
}
