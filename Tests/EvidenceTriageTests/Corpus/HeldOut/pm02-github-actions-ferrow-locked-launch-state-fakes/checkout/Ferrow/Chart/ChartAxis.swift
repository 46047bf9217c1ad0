import Foundation

/// Y axis bounds for the glucose chart (mg/dL).
struct ChartAxis {
    let readings: [Double]

    init(readings: [Double]) { self.readings = readings }

    var lowerBound: Double {
        max(0, (readings.min() ?? 0) - 40)
    }

    var upperBound: Double {
        let top = readings.max() ?? 180
        return (top / 40).rounded(.up) * 40
    }

    var gridLines: [Double] {
        stride(from: lowerBound, through: upperBound, by: 40).map { $0 }
    }

    var targetRange: ClosedRange<Double> { 70...180 }

    func label(for value: Double) -> String {
        String(Int(value))
    }

    func position(of value: Double, height: Double) -> Double {
        let upper = upperBound
        let lower = lowerBound
        let span = upper - lower
        return height - (value - lower) / (upperBound - lowerBound) * height
    }
}
