import Foundation
import PushKit

/// PushKit VoIP pushes: every push must be reported to CallKit before the completion runs.
final class VoipPushHandler: NSObject, PKPushRegistryDelegate {
    private let registry = PKPushRegistry(queue: .main)

    func start() {
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        NSLog("[Push] VoIP token updated (%ld bytes)", pushCredentials.token.count)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        let caller = payload.dictionaryPayload["caller"] as? String ?? "Unknown"
        let uuid = (payload.dictionaryPayload["callUUID"] as? String).flatMap(UUID.init(uuidString:)) ?? UUID()
        NSLog("[Push] PushKit VoIP push for %@", caller)
        CallManager.shared.reportIncoming(uuid: uuid, caller: caller) { _ in completion() }
    }
}
