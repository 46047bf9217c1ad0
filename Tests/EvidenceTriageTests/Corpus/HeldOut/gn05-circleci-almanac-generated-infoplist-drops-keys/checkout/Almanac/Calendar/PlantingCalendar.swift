import Foundation

struct HardinessZone: Hashable {
    let number: Int
    let half: Character   // "a" or "b"
}

struct PlantingCalendar {
    /// Average last spring frost (month, day) by zone number; the "b" half is two weeks earlier.
    private static let lastFrost: [Int: (month: Int, day: Int)] = [
        5: (5, 15), 6: (4, 30), 7: (4, 15), 8: (3, 30), 9: (3, 1),
    ]

    let calendar: Calendar

    func lastFrostDate(zone: HardinessZone, year: Int) -> Date? {
        guard let base = Self.lastFrost[zone.number] else { return nil }
        let start = calendar.date(from: DateComponents(year: year, month: base.month, day: base.day))
        guard zone.half == "b", let start else { return start }
        return calendar.date(byAdding: .day, value: 14, to: start)
    }
}
