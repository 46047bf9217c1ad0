import PushKit
import UIKit

final class PushKitRegistrar: NSObject, PKPushRegistryDelegate {
    static let shared = PushKitRegistrar()
    private var registry: PKPushRegistry?
    var desiredPushTypes: Set<PKPushType> { [.voIP] }

    func register() {
        let registry = PKPushRegistry(queue: .main)
        registry.delegate = self
        registry.desiredPushTypes = desiredPushTypes
        self.registry = registry
        NSLog("[Push] PushKit: desiredPushTypes=[voip], waiting for credentials")
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        NSLog("[Push] PushKit: credentials for %@ (%ld bytes)", type.rawValue, credentials.token.count)
        TokenUploader.shared.upload(kind: .voip, token: credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        VoIPPushHandler(provider: CallProvider.shared).handle(payload: VoIPPayload(payload), completion: completion)
    }
}
