//
//  DateRangeFormatter.swift
//  Quaymaster
//

import Foundation

enum VisitWindowFormatter {
    static func text(start: Date, end: Date, calendar: Calendar = .current, locale: Locale = .current) -> String {
        let formatter = DateIntervalFormatter()
        formatter.calendar = calendar
        formatter.locale = locale
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: start, to: end)
    }
}
