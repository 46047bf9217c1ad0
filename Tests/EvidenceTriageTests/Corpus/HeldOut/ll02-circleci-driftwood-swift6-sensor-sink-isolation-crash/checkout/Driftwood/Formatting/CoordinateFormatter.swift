import CoreLocation

enum CoordinateFormatter {
    /// Logbook style: degrees and decimal minutes, e.g. 48°51.402'N.
    static func latitude(_ value: CLLocationDegrees) -> String {
        let hemisphere = value >= 0 ? "N" : "S"
        let degrees = Int(abs(value))
        let minutes = (abs(value) - Double(degrees)) * 60
        return String(format: "%d°%.3f'%@", degrees, minutes.rounded(.down), hemisphere)
    }
}
