import UIKit
import PushKit
import CallKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, PKPushRegistryDelegate {
    private var voipRegistry: PKPushRegistry!
    private(set) lazy var pushHandler = VoIPPushHandler(reporter: CallKitReporter.shared, signaling: VoiceSignaling.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        voipRegistry = PKPushRegistry(queue: .main)
        voipRegistry.delegate = self
        voipRegistry.desiredPushTypes = [.voIP]
        return true
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        VoiceSignaling.shared.register(deviceToken: credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        pushHandler.handle(payload: payload.dictionaryPayload, completion: completion)
    }
}
