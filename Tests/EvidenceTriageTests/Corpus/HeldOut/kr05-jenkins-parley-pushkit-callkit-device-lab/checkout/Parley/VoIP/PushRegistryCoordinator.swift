import PushKit
import CallKit

/// Owns the PKPushRegistry for VoIP pushes. Must be created in
/// application(_:didFinishLaunchingWithOptions:) so a push that relaunches
/// the app is delivered.
final class PushRegistryCoordinator: NSObject, PKPushRegistryDelegate {
    private let registry = PKPushRegistry(queue: .main)
    private let handler: VoIPPushHandler
    private let tokenUploader: VoIPTokenUploader

    init(handler: VoIPPushHandler, tokenUploader: VoIPTokenUploader) {
        self.handler = handler
        self.tokenUploader = tokenUploader
        super.init()
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        NSLog("[VoIP] token updated (%ld bytes)", pushCredentials.token.count)
        tokenUploader.upload(pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType) {
        tokenUploader.revoke()
    }

    // Ported from the 3.x registry (Swift 3 era labels).
    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      forType type: PKPushType, completion: @escaping () -> Void) {
        NSLog("[VoIP] incoming push %@", payload.dictionaryPayload.description)
        handler.handle(payload: payload.dictionaryPayload, completion: completion)
    }
}
