import CallKit
import Flutter
import PushKit
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate, PKPushRegistryDelegate {
    private lazy var voipRegistry = PKPushRegistry(queue: .main)
    let calls = CallProviderDelegate.shared

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        voipRegistry.delegate = self
        voipRegistry.desiredPushTypes = [.voIP]
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    // MARK: - PKPushRegistryDelegate

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        let token = pushCredentials.token.map { String(format: "%02x", $0) }.joined()
        VoipTokenChannel.shared.send(token)
    }

    func pushRegistry(_ registry: PKPushRegistry,
                      didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType,
                      completion: @escaping () -> Void) {
        let data = payload.dictionaryPayload["data"] as? [String: Any] ?? [:]
        let kind = data["kind"] as? String ?? "incoming_call"
        let callID = data["call_id"] as? String ?? UUID().uuidString
        NSLog("[VoIP] didReceiveIncomingPush kind=%@ call_id=%@", kind, callID)

        switch kind {
        case "call_cancelled", "call_timeout":
            // The caller hung up (or nobody answered) before we rang: record a
            // missed call and skip CallKit, there is nothing to show.
            CallStore.shared.markMissed(callID: callID, from: data["caller_name"] as? String)
            NSLog("[VoIP] %@ for %@: marked missed, not reporting to CallKit", kind, callID)
            completion()
            return
        default:
            let update = CXCallUpdate()
            update.remoteHandle = CXHandle(type: .generic, value: data["ward"] as? String ?? "Relay Care")
            update.localizedCallerName = data["caller_name"] as? String
            update.hasVideo = (data["video"] as? Bool) ?? false
            calls.reportIncomingCall(id: callID, update: update) { error in
                if let error { NSLog("[VoIP] reportNewIncomingCall failed: %@", String(describing: error)) }
                completion()
            }
        }
    }
}
