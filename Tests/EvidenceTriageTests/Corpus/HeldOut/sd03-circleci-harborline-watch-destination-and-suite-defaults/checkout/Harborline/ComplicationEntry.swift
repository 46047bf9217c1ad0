import Foundation

struct ComplicationEntry {
    let station: Station
    let next: TideRow

    var timeText: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.dateFormat = "HH:mm"
        return f.string(from: next.time)
    }
}
