//
//  StepTotals.swift
//  Marrowfield
//
//  Computes a day's step total for the dashboard ring.
//

import Foundation
import HealthKit

struct StepSample: Equatable {
    let start: Date
    let end: Date
    let count: Double
    let sourceBundleID: String
}

enum StepTotals {
    /// Sum of every step sample that starts on the given day.
    static func total(of samples: [StepSample], on day: DateInterval) -> Double {
        samples
            .filter { day.contains($0.start) }
            .reduce(0) { $0 + $1.count }
    }
}
