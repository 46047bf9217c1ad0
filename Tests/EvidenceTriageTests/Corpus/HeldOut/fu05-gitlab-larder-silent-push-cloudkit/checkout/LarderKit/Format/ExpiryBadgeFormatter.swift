//
//  ExpiryBadgeFormatter.swift
//  LarderKit
//

import Foundation

public struct ExpiryBadgeFormatter {
    public var calendar: Calendar
    public init(calendar: Calendar = .current) { self.calendar = calendar }

    public func badge(for expiry: Date, now: Date) -> String {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let days = utc.dateComponents([.day], from: utc.startOfDay(for: now), to: utc.startOfDay(for: expiry)).day ?? 0
        switch days {
        case ..<0: return "Expired"
        case 0: return "Expires today"
        case 1: return "Expires tomorrow"
        default: return "Expires in \(days) days"
        }
    }
}
