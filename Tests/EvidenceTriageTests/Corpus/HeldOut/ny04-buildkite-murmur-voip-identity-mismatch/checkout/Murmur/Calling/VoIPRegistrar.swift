import Foundation
import PushKit

/// Registers the PushKit VoIP token with the calling backend under a client identity.
final class VoIPRegistrar: NSObject, PKPushRegistryDelegate {
    private let registry = PKPushRegistry(queue: .main)
    private let backend: CallingBackend
    private let session: SessionStore
    private(set) var registeredIdentity: String?

    init(backend: CallingBackend, session: SessionStore) {
        self.backend = backend
        self.session = session
        super.init()
    }

    func start() {
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        // The identity is read once, when the token arrives; sign-in may still be in flight.
        let identity = session.currentUser?.callIdentity ?? session.anonymousIdentity
        registeredIdentity = identity
        Log.calls.info("registering VoIP token for identity=\(identity)")
        backend.register(token: credentials.token, identity: identity)
    }
}
