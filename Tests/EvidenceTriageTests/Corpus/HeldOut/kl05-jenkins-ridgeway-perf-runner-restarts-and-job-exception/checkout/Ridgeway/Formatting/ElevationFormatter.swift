import Foundation

struct ElevationFormatter {
    enum Units { case metric, imperial }
    let units: Units

    func string(meters: Double) -> String {
        let nf = NumberFormatter()
        nf.locale = Locale(identifier: "en_US")
        nf.numberStyle = .decimal
        nf.maximumFractionDigits = 0
        switch units {
        case .metric:
            return "\(nf.string(from: NSNumber(value: meters))!) m"
        case .imperial:
            let feet = (meters * 3.2808).rounded(.down)
            return "\(nf.string(from: NSNumber(value: feet))!) ft"
        }
    }
}
