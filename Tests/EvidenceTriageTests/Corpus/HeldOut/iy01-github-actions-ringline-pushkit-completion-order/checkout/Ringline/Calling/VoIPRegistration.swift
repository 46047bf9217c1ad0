import Foundation
import PushKit

/// Owns the app's PKPushRegistry and forwards the VoIP token to the backend.
final class VoIPRegistration: NSObject {
    static let shared = VoIPRegistration(queue: .main)

    var onToken: ((Data) -> Void)?
    private let queue: DispatchQueue
    private var registry: PKPushRegistry?

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    func start(delegate: PKPushRegistryDelegate? = nil) {
        let registry = PKPushRegistry(queue: queue)
        registry.delegate = delegate ?? self
        registry.desiredPushTypes = [.voIP]
        self.registry = registry
        Log.calling.info("[PushKit] registering PKPushRegistry desiredPushTypes=[PKPushTypeVoIP]")
    }

    func didReceive(token: Data) {
        Log.calling.info("[PushKit] VoIP token \(token.count) bytes")
        onToken?(token)
    }
}

extension VoIPRegistration: PKPushRegistryDelegate {
    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        didReceive(token: pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        completion()
    }
}
