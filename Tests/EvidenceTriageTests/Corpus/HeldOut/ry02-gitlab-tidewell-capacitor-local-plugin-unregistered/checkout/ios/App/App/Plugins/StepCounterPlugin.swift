import Foundation
import Capacitor
import HealthKit

@objc(StepCounterPlugin)
public class StepCounterPlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "StepCounterPlugin"
    public let jsName = "StepCounter"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "getToday", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "syncNow", returnType: CAPPluginReturnPromise)
    ]

    private let store = HKHealthStore()

    @objc func getToday(_ call: CAPPluginCall) {
        StepQuery(store: store).todayTotal { steps in
            call.resolve(["steps": steps])
        }
    }

    @objc func syncNow(_ call: CAPPluginCall) {
        StepQuery(store: store).todayTotal { steps in
            call.resolve(["steps": steps, "syncedAt": ISO8601DateFormatter().string(from: Date())])
        }
    }
}
