import Foundation

struct HeartZone: Equatable {
    let name: String
    let lowerBound: Int
    let upperBound: Int
}

enum HeartZones {
    /// Five zones as fractions of (220 - age).
    static func zones(forAge age: Int) -> [HeartZone] {
        let max = Double(220 - age)
        let cuts = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0]
        let names = ["Warm-up", "Easy", "Aerobic", "Threshold", "Maximum"]
        return (0..<5).map { i in
            HeartZone(name: names[i], lowerBound: Int(max * cuts[i]), upperBound: Int(max * cuts[i + 1]))
        }
    }
}
