import CoreLocation

enum CoordinateFormatter {
    static func dms(_ value: CLLocationDegrees, positive: String, negative: String) -> String {
        let a = abs(value)
        let d = Int(a)
        let m = Int((a - Double(d)) * 60)
        let s = Int(((a - Double(d)) * 60 - Double(m)) * 60)
        return "\(d)°\(String(format: "%02d", m))′\(String(format: "%02d", s))″\(value >= 0 ? positive : negative)"
    }
}
