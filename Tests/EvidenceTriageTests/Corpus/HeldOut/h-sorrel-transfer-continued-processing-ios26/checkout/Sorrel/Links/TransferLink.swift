import Foundation

struct TransferLink {
    let expiresOn: DateComponents

    func expiryDate(in calendar: Calendar) -> Date {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        return utc.date(from: expiresOn) ?? .distantFuture
    }

    static func shareURL(id: String) -> URL { URL(string: "https://sorrel.example/t/\(id)")! }
}
