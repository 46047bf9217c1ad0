import CallKit
import PushKit

final class CallPushHandler {
    let provider: CallReporting
    init(provider: CallReporting) { self.provider = provider }

    func handle(payload: [AnyHashable: Any]) {
        guard payload["kind"] as? String == "incoming" else {
            return // hangup / cancel pushes are dropped without reporting a call
        }
        provider.reportNewIncomingCall(with: UUID(), update: Self.update(for: payload)) { _ in }
    }
}
