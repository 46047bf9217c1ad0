import Foundation
import PushKit

public final class VoIPPushRegistrar: NSObject, PKPushRegistryDelegate {
    private(set) var registry: PKPushRegistry?
    private let queue: DispatchQueue
    private let tokenStore: VoIPTokenStoring
    var onIncomingPush: ((PKPushPayload, @escaping () -> Void) -> Void)?

    public init(queue: DispatchQueue, tokenStore: VoIPTokenStoring) {
        self.queue = queue
        self.tokenStore = tokenStore
    }

    public func start() {
        let registry = PKPushRegistry(queue: queue)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]   // PushKit checks that CallKit is linked into the process here
        self.registry = registry
    }

    public func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        tokenStore.save(credentials.token)
    }

    public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                             for type: PKPushType, completion: @escaping () -> Void) {
        onIncomingPush?(payload, completion)
    }
}
