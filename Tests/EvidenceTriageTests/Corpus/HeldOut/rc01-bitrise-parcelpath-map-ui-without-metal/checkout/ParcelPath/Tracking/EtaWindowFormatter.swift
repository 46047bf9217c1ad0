import Foundation

struct EtaWindowFormatter {
    let calendar: Calendar
    let locale: Locale

    func string(from start: Date, to end: Date) -> String {
        let s = rounded(start)
        let e = rounded(end)
        let f = DateFormatter()
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.locale = locale
        f.dateFormat = "h:mm"
        let tail = DateFormatter()
        tail.calendar = calendar
        tail.timeZone = calendar.timeZone
        tail.locale = locale
        tail.dateFormat = "h:mm a"
        if s == e { return tail.string(from: e) }
        return "\(f.string(from: s)) – \(tail.string(from: e))"
    }

    private func rounded(_ date: Date) -> Date {
        let step: TimeInterval = 5 * 60
        let t = date.timeIntervalSinceReferenceDate
        return Date(timeIntervalSinceReferenceDate: (t / step).rounded(.down) * step)
    }
}

extension Calendar {
    static var gmt: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "GMT")!
        return c
    }
}
