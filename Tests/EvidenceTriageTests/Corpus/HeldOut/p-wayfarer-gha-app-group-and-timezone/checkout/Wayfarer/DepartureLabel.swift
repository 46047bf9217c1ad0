import Foundation

enum DepartureLabel {
    enum Part { case morning, afternoon, evening, night }

    static func part(of date: Date) -> Part {
        // Uses the calendar of whatever machine runs the code.
        let hour = Calendar.current.component(.hour, from: date)
        switch hour {
        case 5..<12: return .morning
        case 12..<17: return .afternoon
        case 17..<22: return .evening
        default: return .night
        }
    }

    static func text(for date: Date) -> String {
        let f = DateFormatter()
        f.dateFormat = "h:mm a"
        f.locale = Locale(identifier: "en_US_POSIX")
        return "Departs \(f.string(from: date)) · \(String(describing: part(of: date)))"
    }
}
