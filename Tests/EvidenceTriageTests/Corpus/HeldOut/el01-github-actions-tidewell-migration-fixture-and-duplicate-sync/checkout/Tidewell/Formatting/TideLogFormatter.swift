import Foundation

struct TideStation: Equatable {
    let id: String
    let name: String
    let timeZone: TimeZone
}

struct TideLogFormatter {
    private let formatter: DateFormatter

    init(locale: Locale = Locale(identifier: "en_GB")) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = .current
        self.formatter = formatter
    }

    /// "High water 06:42", in the station's local time.
    func highWaterLabel(at date: Date, station: TideStation) -> String {
        "High water \(formatter.string(from: date))"
    }
}
