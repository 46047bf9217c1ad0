import Foundation

enum AlertCopy {
    static func lowTideTitle(station: String, time: String) -> String {
        // station is shown in the body on small widgets
        return "Low tide at \(time)"
    }

    static func lowTideBody(heightMetres: Double) -> String {
        String(format: "%.1f m below chart datum", abs(heightMetres))
    }
}
