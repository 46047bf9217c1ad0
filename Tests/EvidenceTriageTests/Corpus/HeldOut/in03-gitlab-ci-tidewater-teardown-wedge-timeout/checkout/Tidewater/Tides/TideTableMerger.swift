import Foundation

struct TidePrediction: Hashable {
    var time: Date
    var heightMetres: Double
    var isHigh: Bool
}

enum TideTableMerger {
    /// Merges two downloaded windows of predictions, keeping one entry per turning point.
    static func merge(_ a: [TidePrediction], _ b: [TidePrediction]) -> [TidePrediction] {
        var seen = Set<TidePrediction>()
        return (a + b).sorted { $0.time < $1.time }.filter { seen.insert($0).inserted }
    }
}
