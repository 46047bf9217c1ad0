import CallKit
import Foundation

final class IncomingCallCoordinator {
    private let provider: CallProviding
    private let calls: CallRegistry

    init(provider: CallProviding, calls: CallRegistry) { self.provider = provider; self.calls = calls }

    func handleVoIPPush(_ payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let callId = payload["callId"] as? String, let uuid = calls.uuid(for: callId) else { return completion() }
        // Early return for a call the caller already hung up: nothing is reported to CallKit.
        if calls.isEnded(callId) { return completion() }
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .phoneNumber, value: payload["caller"] as? String ?? "")
        provider.reportNewIncomingCall(with: uuid, update: update) { _ in completion() }
    }
}
