import Foundation

public struct TideEntry: Equatable {
    public var stationID: String
    public var observedAt: Date
    public var heightMetres: Double
}

public struct SyncPayloadEncoder {
    private let heightFormatter: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.numberStyle = .decimal
        f.usesGroupingSeparator = false
        f.minimumFractionDigits = 1
        f.maximumFractionDigits = 1
        return f
    }()

    public init() {}

    public func encode(_ entry: TideEntry) -> [String: String] {
        [
            "station": entry.stationID,
            "observed_at": ISO8601DateFormatter().string(from: entry.observedAt),
            "height_m": heightFormatter.string(from: NSNumber(value: entry.heightMetres)) ?? "",
        ]
    }
}
