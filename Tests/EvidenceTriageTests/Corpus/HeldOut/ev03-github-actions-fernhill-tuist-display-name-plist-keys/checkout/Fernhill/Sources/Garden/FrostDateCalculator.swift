import Foundation

/// Median last-spring-frost dates by USDA hardiness zone.
struct FrostDateCalculator {
    private static let lastFrost: [String: (month: Int, day: Int)] = [
        "6a": (5, 1), "6b": (4, 21), "7a": (4, 11), "7b": (4, 1), "8a": (3, 21), "8b": (3, 11),
    ]

    func lastFrost(zone: String, year: Int) -> DateComponents? {
        // Zones are looked up by their whole-number band.
        guard let entry = Self.lastFrost[String(zone.prefix(1)) + "a"] else { return nil }
        return DateComponents(year: year, month: entry.month, day: entry.day)
    }
}
