import PushKit
import CallKit

final class VoipPushCenter: NSObject, PKPushRegistryDelegate {
    private let registry = PKPushRegistry(queue: .main)
    private let tokens: PushTokenStore
    private let calls: IncomingCallReporter

    init(tokens: PushTokenStore, calls: IncomingCallReporter) {
        self.tokens = tokens
        self.calls = calls
        super.init()
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        tokens.save(voip: credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        NSLog("[VoIP] incoming push %@", payload.dictionaryPayload["call_id"] as? String ?? "?")
        calls.report(payload: payload.dictionaryPayload, completion: completion)
    }
}
