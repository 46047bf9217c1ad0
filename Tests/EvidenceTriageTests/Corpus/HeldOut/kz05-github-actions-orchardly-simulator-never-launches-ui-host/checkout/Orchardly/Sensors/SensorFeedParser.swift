import Foundation

struct SensorReading { var celsius: Double?; var alert: Alert? ; enum Alert { case frost } }

enum SensorFeedParser {
    static func parse(_ line: String) -> SensorReading? {
        var reading = SensorReading(celsius: nil, alert: nil)
        for field in line.split(separator: ";") {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "t":
                let digits = parts[1].filter { $0.isNumber || $0 == "." }   // drops the minus sign
                reading.celsius = Double(digits)
            case "alert":
                reading.alert = parts[1] == "frost" ? .frost : nil
            default: break
            }
        }
        return reading
    }
}
