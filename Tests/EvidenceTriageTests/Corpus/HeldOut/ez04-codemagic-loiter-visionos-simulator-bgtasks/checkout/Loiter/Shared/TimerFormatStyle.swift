//
//  TimerFormatStyle.swift
//  Loiter
//
//  "1h 4m" style used in the ornament and the menu bar extra.
//

import Foundation

struct TimerFormatStyle: FormatStyle {
    enum Style: Codable, Hashable { case compact, full }
    var style: Style = .compact

    func format(_ value: Duration) -> String {
        let seconds = Double(value.components.seconds)
        let minutes = Int((seconds / 60).rounded())          // rounds 4m 30s up to 5m
        let hours = minutes / 60
        switch style {
        case .compact:
            return hours > 0 ? "\(hours)h \(minutes % 60)m" : "\(minutes)m"
        case .full:
            return hours > 0 ? "\(hours) hr, \(minutes % 60) min" : "\(minutes) min"
        }
    }
}
