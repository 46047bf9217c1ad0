import Foundation

struct BookingSummary {
    let arrival: String
    let departure: String
    let berthLengthCm: Int

    var nights: Int {
        let f = ISO8601DateFormatter(); f.formatOptions = [.withFullDate]
        guard let a = f.date(from: arrival), let d = f.date(from: departure) else { return 0 }
        return Calendar(identifier: .gregorian).dateComponents([.day], from: a, to: d).day ?? 0
    }

    /// Native berth card (also bridged to the web layer).
    var berthLength: String { "\(berthLengthCm / 100) m" }
}
