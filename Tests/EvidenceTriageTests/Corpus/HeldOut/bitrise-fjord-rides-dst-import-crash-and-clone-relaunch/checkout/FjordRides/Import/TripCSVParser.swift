import Foundation

struct TripCSVParser {
    private static let stamp: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter
    }()

    func parse(_ csv: String) throws -> [Trip] {
        try csv.split(separator: "\n").map { line in
            let fields = line.split(separator: ",").map(String.init)
            guard fields.count == 4 else { throw TripImportError.malformed(String(line)) }
            let start = Self.stamp.date(from: fields[0])!
            return Trip(start: start, from: fields[1], to: fields[2], fare: Decimal(string: fields[3]) ?? 0)
        }
    }
}
