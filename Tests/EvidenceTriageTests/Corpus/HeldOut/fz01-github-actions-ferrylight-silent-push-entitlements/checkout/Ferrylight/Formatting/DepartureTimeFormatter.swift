//
//  DepartureTimeFormatter.swift
//  Ferrylight
//

import Foundation

struct DepartureTimeFormatter {
    private let formatter: DateFormatter

    init(locale: Locale = .current, timeZone: TimeZone = .current) {
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .none
        formatter.timeStyle = .short
    }

    /// "9:41 AM" on the departure board and in the Live Activity.
    func string(for departure: Date) -> String {
        formatter.string(from: departure)
    }
}
