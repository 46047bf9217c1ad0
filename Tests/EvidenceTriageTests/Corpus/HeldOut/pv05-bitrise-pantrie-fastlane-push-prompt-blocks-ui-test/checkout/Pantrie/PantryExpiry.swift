import Foundation

enum PantryExpiry {
    static func isExpired(bestBefore: Date, now: Date, calendar: Calendar) -> Bool {
        now >= bestBefore
    }
}
