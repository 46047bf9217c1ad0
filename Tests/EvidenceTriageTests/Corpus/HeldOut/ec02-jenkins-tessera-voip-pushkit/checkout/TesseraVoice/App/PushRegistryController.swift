import PushKit
import os

final class PushRegistryController: NSObject, PKPushRegistryDelegate {
    private let log = Logger(subsystem: "com.tesseravoice.app", category: "voip")
    private let registry = PKPushRegistry(queue: .main)
    private let handler: VoipPushHandler
    private(set) var tokenStatus = "awaiting PushKit credentials"

    init(handler: VoipPushHandler) {
        self.handler = handler
        super.init()
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
        log.info("PKPushRegistry desiredPushTypes=[voIP]")
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        tokenStatus = "registered"
        DeviceRegistration.upload(voipToken: pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        handler.handle(payload: payload.dictionaryPayload, completion: completion)
    }
}

enum DeviceRegistration {
    static func upload(voipToken: Data) { /* POST /v2/devices */ }
}
