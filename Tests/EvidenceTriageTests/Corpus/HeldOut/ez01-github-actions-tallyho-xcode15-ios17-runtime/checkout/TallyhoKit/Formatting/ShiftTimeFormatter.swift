//
//  ShiftTimeFormatter.swift
//  TallyhoKit
//
//  Formats shift start/end times for the roster and the push copy.
//

import Foundation

public struct ShiftTimeFormatter {
    private let formatter: DateFormatter

    public init(locale: Locale = .current, timeZone: TimeZone = .current) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        self.formatter = formatter
    }

    /// "9:30 AM" in en_US, "09:30" in en_GB.
    public func startTime(of shift: Shift) -> String {
        formatter.string(from: shift.start)
    }

    /// "9:30 AM – 5:00 PM"
    public func range(of shift: Shift) -> String {
        "\(formatter.string(from: shift.start)) – \(formatter.string(from: shift.end))"
    }
}
