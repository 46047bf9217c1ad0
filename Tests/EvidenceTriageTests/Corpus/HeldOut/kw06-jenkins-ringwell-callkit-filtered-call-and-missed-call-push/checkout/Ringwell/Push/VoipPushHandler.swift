import Foundation
import PushKit

/// PushKit entry point. iOS 13+: every VoIP push must be reported to CallKit before `completion`.
final class VoipPushHandler {
    private let coordinator: IncomingCallCoordinator
    init(coordinator: IncomingCallCoordinator) { self.coordinator = coordinator }

    func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let kind = payload["kind"] as? String, let handle = payload["from"] as? String else {
            completion(); return
        }
        if kind == "missed" {
            // Caller already hung up: nothing to ring.
            MissedCallStore.shared.add(from: handle)
            completion()
            return
        }
        coordinator.reportIncoming(uuid: UUID(), handle: handle, completion: completion)
    }
}
