import PushKit
import CallKit
import os

final class PushKitCoordinator: NSObject, PKPushRegistryDelegate {
    static let shared = PushKitCoordinator()
    private let log = Logger(subsystem: "com.harborline.app", category: "PushKit")
    private var registry: PKPushRegistry?
    let provider = CXProvider(configuration: CallConfiguration.make())

    func start() {
        let registry = PKPushRegistry(queue: DispatchQueue.main)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
        self.registry = registry
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        log.info("voip token updated")
        DoorbellAPI.shared.register(voipToken: pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) {
        log.info("didReceiveIncomingPushWith (legacy)")
        CallInviteParser.handle(payload.dictionaryPayload, provider: provider)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType, completion: @escaping () -> Void) {
        log.info("didReceiveIncomingPushWith payload keys=\(payload.dictionaryPayload.count)")
        DispatchQueue.main.sync {
            CallInviteParser.handle(payload.dictionaryPayload, provider: provider)
        }
        completion()
    }
}
