import PushKit

final class VoIPRegistrar: NSObject, PKPushRegistryDelegate {
    private let registry = PKPushRegistry(queue: .main)
    var onCredentials: ((Data) -> Void)?

    func start() {
        NSLog("[Push] registering PKPushRegistry for .voIP")
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        onCredentials?(credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        IncomingCallReporter.shared.handle(payload.dictionaryPayload, completion: completion)
    }
}
