import Flutter
import Foundation

/// Runner side: receives the Dart callback handle and shares it with the extension.
final class TidewirePushPlugin: NSObject, FlutterPlugin {
    static let appGroup = "group.com.tidewire.shared"
    static let handleKey = "backgroundDecryptHandle"

    static func register(with registrar: FlutterPluginRegistrar) {
        let channel = FlutterMethodChannel(name: "com.tidewire/push", binaryMessenger: registrar.messenger())
        registrar.addMethodCallDelegate(TidewirePushPlugin(), channel: channel)
    }

    func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
        switch call.method {
        case "setBackgroundHandle":
            guard let handle = call.arguments as? Int64 else { return result(FlutterError(code: "bad-args", message: nil, details: nil)) }
            // The handle itself is shared through the App Group; the engine resolves it later
            // with FlutterCallbackCache, which the engine persists on its own.
            UserDefaults(suiteName: Self.appGroup)?.set(handle, forKey: Self.handleKey)
            NSLog("[TidewirePush] background handle %lld saved to %@", handle, Self.appGroup)
            result(nil)
        default:
            result(FlutterMethodNotImplemented)
        }
    }
}
