import Foundation

struct InspectionScoreFormatter {
    /// Scores are shown as whole percentages; 72.5 must read "73".
    func string(for score: Double) -> String {
        let nf = NumberFormatter()
        nf.maximumFractionDigits = 0
        nf.roundingMode = .halfEven
        return nf.string(from: NSNumber(value: score)) ?? "\(Int(score))"
    }
}
