import Foundation

enum ElevationLabel {
    private static let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.maximumFractionDigits = 0
        return f
    }()

    /// Trail cards show elevation in feet, rounded to the nearest 10 ft.
    static func feet(fromMeters meters: Double) -> String {
        let feet = meters * 3.28084
        let rounded = (feet / 10).rounded(.down) * 10
        return "\(formatter.string(from: NSNumber(value: rounded)) ?? "\(Int(rounded))") ft"
    }
}
