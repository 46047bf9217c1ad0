//
//  DueLabelFormatter.swift
//  Mossgiel
//

import Foundation

struct DueLabelFormatter {
    var now: Date = .now
    var calendar: Calendar = .current

    func label(for due: Date) -> String {
        if calendar.isDate(due, inSameDayAs: now) { return "Due today" }
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: now),
           calendar.isDate(due, inSameDayAs: tomorrow) { return "Due tomorrow" }
        if due < now { return "Overdue" }
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now),
                                           to: calendar.startOfDay(for: due)).day ?? 0
        return "Due in \(days) days"
    }
}
