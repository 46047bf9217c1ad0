//
//  CallHistoryFormatter.swift
//  Pillarbox
//

import Foundation

struct CallHistoryFormatter {
    var locale: Locale = .current
    var timeZone: TimeZone = .current

    /// Hour bucket shown in the call history section headers: "3PM", "10AM".
    func hourLabel(for date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = "ha"
        return formatter.string(from: date)
    }
}
