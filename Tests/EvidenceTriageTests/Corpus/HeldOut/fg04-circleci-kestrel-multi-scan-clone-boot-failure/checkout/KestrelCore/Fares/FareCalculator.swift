import Foundation

public struct FareCalculator {
    public struct PeakWindow {
        public let start: DateComponents   // inclusive
        public let end: DateComponents     // exclusive
    }

    public let baseFare: Decimal
    public let peakSurcharge: Decimal
    public let peakWindows: [PeakWindow]
    public var calendar = Calendar(identifier: .gregorian)

    public init(baseFare: Decimal, peakSurcharge: Decimal, peakWindows: [PeakWindow]) {
        self.baseFare = baseFare
        self.peakSurcharge = peakSurcharge
        self.peakWindows = peakWindows
    }

    public func fare(tappedOnAt date: Date) -> Decimal {
        isPeak(date) ? baseFare + peakSurcharge : baseFare
    }

    func isPeak(_ date: Date) -> Bool {
        let minutes = calendar.component(.hour, from: date) * 60 + calendar.component(.minute, from: date)
        return peakWindows.contains { window in
            let start = (window.start.hour ?? 0) * 60 + (window.start.minute ?? 0)
            let end = (window.end.hour ?? 0) * 60 + (window.end.minute ?? 0)
            return minutes > start && minutes < end
        }
    }
}
