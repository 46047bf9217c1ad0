import Foundation

struct Sailing { let code: String; let departs: Date; let arrives: Date }

enum TimetableParser {
    static func sailing(code: String, day: Date, departs: String, arrives: String, calendar: Calendar) -> Sailing {
        func at(_ hm: String) -> Date {
            let p = hm.split(separator: ":").compactMap { Int($0) }
            return calendar.date(bySettingHour: p[0], minute: p[1], second: 0, of: day)!
        }
        return Sailing(code: code, departs: at(departs), arrives: at(arrives))
    }
}
