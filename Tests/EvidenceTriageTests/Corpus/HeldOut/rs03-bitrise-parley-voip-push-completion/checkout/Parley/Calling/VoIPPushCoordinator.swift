import CallKit
import PushKit
import os

final class VoIPPushCoordinator: NSObject, PKPushRegistryDelegate {
    private let provider: CallReporting
    private let queue: IncomingPushQueue
    private let log = Logger(subsystem: "app.parley", category: "VoIP")

    init(provider: CallReporting, bridge: BridgeDelivering) {
        self.provider = provider
        self.queue = IncomingPushQueue(bridge: bridge)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        handle(payload: payload.dictionaryPayload as? [String: String] ?? [:], completion: completion)
    }

    func handle(payload: [String: String], completion: @escaping () -> Void) {
        let uuid = UUID(uuidString: payload["uuid"] ?? "") ?? UUID()
        let caller = payload["caller"] ?? "Unknown"
        log.info("push received uuid=\(uuid) caller=\(caller)")
        provider.reportNewIncomingCall(uuid: uuid, handle: caller) { [log] error in
            if let error {
                log.error("reportNewIncomingCall failed: \(error.localizedDescription)")
                completion()
                return
            }
            log.info("reportNewIncomingCall ok uuid=\(uuid)")
        }
        queue.enqueue(payload)
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {}
}
