import Foundation
import UIKit

struct SensorPayload: Encodable {
    var batteryLevel: String
    var batteryState: String

    init(device: UIDevice) {
        // The server's battery sensor expects a percentage.
        batteryLevel = String(format: "%.2f", device.batteryLevel)
        batteryState = device.batteryState == .charging ? "Charging" : "Not Charging"
    }
}
