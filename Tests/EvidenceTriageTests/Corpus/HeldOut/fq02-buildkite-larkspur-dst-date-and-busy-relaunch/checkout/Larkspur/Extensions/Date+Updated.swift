//
//  Date+Updated.swift
//  Larkspur
//
//  "Updated …" footer shown under the store stats cards.
//

import Foundation

extension Date {

    private static let updatedOnFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "MMM d, yyyy 'at' h:mm a"
        return formatter
    }()

    private static let relativeFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .numeric
        return formatter
    }()

    /// Text for the stats footer.
    ///
    /// Within a day of `now` we show a relative string ("Updated 23 hours ago");
    /// anything older gets the absolute date ("Updated on Mar 8, 2026 at 1:15 AM").
    func updatedString(relativeTo now: Date = Date(), calendar: Calendar = .current) -> String {
        let days = calendar.dateComponents([.day], from: self, to: now).day ?? 0
        if days >= 1 {
            Self.updatedOnFormatter.calendar = calendar
            Self.updatedOnFormatter.timeZone = calendar.timeZone
            return "Updated on " + Self.updatedOnFormatter.string(from: self)
        }
        Self.relativeFormatter.calendar = calendar
        return "Updated " + Self.relativeFormatter.localizedString(for: self, relativeTo: now)
    }
}
