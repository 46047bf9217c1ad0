//
//  DepartureFormatter.swift
//  Larkspur
//

import Foundation

struct DepartureFormatter {
    var now: () -> Date = Date.init

    /// "Due", "1 min", "12 min"… Riders read this as "leave within", so partial
    /// minutes must round up.
    func minutesUntil(_ departure: Date) -> String {
        let seconds = departure.timeIntervalSince(now())
        if seconds < 30 { return "Due" }
        let minutes = Int(seconds / 60)
        return "\(minutes) min"
    }
}
