import Foundation
import Capacitor
import UIKit

@objc(BackgroundTaskPlugin)
public class BackgroundTaskPlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "BackgroundTaskPlugin"
    public let jsName = "BackgroundTask"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "exec", returnType: CAPPluginReturnCallback),
        CAPPluginMethod(name: "finish", returnType: CAPPluginReturnNone)
    ]

    private var tasks: [String: UIBackgroundTaskIdentifier] = [:]

    @objc func beforeExit(_ call: CAPPluginCall) {
        call.keepAlive = true
        let id = UIApplication.shared.beginBackgroundTask(withName: call.callbackId) { [weak self] in
            self?.end(call.callbackId)
        }
        tasks[call.callbackId] = id
        call.resolve()
    }

    @objc func finish(_ call: CAPPluginCall) {
        end(call.getString("taskId") ?? "")
        call.resolve()
    }

    private func end(_ key: String) {
        guard let id = tasks.removeValue(forKey: key) else { return }
        UIApplication.shared.endBackgroundTask(id)
    }
}
