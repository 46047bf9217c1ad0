import Flutter
import Foundation
import os

/// Shared by the notification service extension: boots a headless engine that runs the
/// Dart `decryptInBackground` entry point registered by the app.
public final class NotificationDecryptor {
    private let log = Logger(subsystem: "com.tidewire.app", category: "nse")
    private var engine: FlutterEngine?

    public init() {}

    public func decryptPreview(ciphertext: String, keyId: String, completion: @escaping (String?) -> Void) {
        let defaults = UserDefaults(suiteName: "group.com.tidewire.shared")
        let handle = defaults?.object(forKey: "backgroundDecryptHandle") as? Int64 ?? 0
        log.info("decrypt request keyId=\(keyId, privacy: .public) handle=\(handle, privacy: .public)")

        guard let info = FlutterCallbackCache.lookupCallbackInformation(handle) else {
            log.error("FlutterCallbackCache.lookupCallbackInformation(\(handle, privacy: .public)) returned nil; showing placeholder")
            completion(nil)
            return
        }
        let engine = FlutterEngine(name: "nse", project: nil, allowHeadlessExecution: true)
        self.engine = engine
        engine.run(withEntrypoint: info.callbackName, libraryURI: info.callbackLibraryPath)
        let channel = FlutterMethodChannel(name: "com.tidewire/nse", binaryMessenger: engine.binaryMessenger)
        channel.invokeMethod("decrypt", arguments: ["ciphertext": ciphertext, "keyId": keyId]) { value in
            completion(value as? String)
        }
    }
}
