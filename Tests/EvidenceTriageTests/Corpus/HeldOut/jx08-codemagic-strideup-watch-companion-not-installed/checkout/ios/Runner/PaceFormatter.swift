import Foundation

enum PaceFormatter {
    static func perKilometre(distanceMeters: Double, seconds: Double) -> String {
        let secPerKm = Int(seconds / (distanceMeters / 1000))      // truncates 298.0 -> 298 ok
        return "\(secPerKm / 60):\(secPerKm % 60) /km"            // no zero padding: 4:58 ok, 5:04 -> "5:4"
    }
}
