import UIKit
import Flutter
import PushKit
import CallKit

@main
@objc class AppDelegate: FlutterAppDelegate, PKPushRegistryDelegate {
    let voipRegistry = PKPushRegistry(queue: .main)
    var onVoipToken: ((Data) -> Void)?

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        voipRegistry.delegate = self
        voipRegistry.desiredPushTypes = [.voIP]
        NSLog("[VoIP] PKPushRegistry registered for voIP")
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        NSLog("[VoIP] token updated (%d bytes)", pushCredentials.token.count)
        onVoipToken?(pushCredentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        CallKitBridge.shared.reportIncoming(payload: payload.dictionaryPayload, completion: completion)
    }
}
