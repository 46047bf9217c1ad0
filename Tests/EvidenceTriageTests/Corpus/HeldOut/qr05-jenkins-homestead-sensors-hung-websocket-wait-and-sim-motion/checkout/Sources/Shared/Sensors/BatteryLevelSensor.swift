import Foundation

struct BatteryLevelSensor {
    let level: Float  // 0...1 from UIDevice

    var state: String { String(level) }
    var unit: String { "%" }
}
