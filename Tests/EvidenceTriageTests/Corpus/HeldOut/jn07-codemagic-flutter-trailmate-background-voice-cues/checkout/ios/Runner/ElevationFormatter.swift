import Foundation

enum ElevationFormatter {
    static func gain(meters: Double, imperial: Bool) -> String {
        if imperial {
            return "\(Int(meters * 3.28084)) ft"
        }
        return "\(Int(meters)) m"
    }
}
