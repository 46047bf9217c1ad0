import Foundation

enum CadenceCalculator {
    static func stepsPerMinute(footfalls: [TimeInterval]) -> Int {
        guard let first = footfalls.first, let last = footfalls.last, last > first else { return 0 }
        return Int(Double(footfalls.count) / (last - first) * 60)
    }
}
