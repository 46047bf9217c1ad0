import Capacitor
import Foundation

/// App-local Capacitor plugin (not an npm package): flushes the inspection
/// outbox through the native URLSession stack.
@objc(OfflineSyncPlugin)
public class OfflineSyncPlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "OfflineSyncPlugin"
    public let jsName = "OfflineSync"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "flushQueue", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "pendingCount", returnType: CAPPluginReturnPromise),
    ]

    private let outbox = InspectionOutbox.shared

    @objc func flushQueue(_ call: CAPPluginCall) {
        outbox.flush { result in
            switch result {
            case .success(let uploaded): call.resolve(["uploaded": uploaded])
            case .failure(let error): call.reject(error.localizedDescription)
            }
        }
    }

    @objc func pendingCount(_ call: CAPPluginCall) {
        call.resolve(["count": outbox.pendingCount])
    }
}
