import Foundation

struct CargoManifest: Equatable {
    var vessel: String
    var deadweightKilograms: Int
    var berth: String

    /// Shown on the berth card. Harbour staff read deadweight in tonnes.
    var deadweightText: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = " "
        let kg = formatter.string(from: NSNumber(value: deadweightKilograms)) ?? "\(deadweightKilograms)"
        return "\(kg) kg"
    }
}

struct CargoManifestParser {
    enum ParseError: Error { case missingField(String) }

    /// Parses "MV Selkie|DWT=12500kg|berth=N4".
    func parse(line: String) throws -> CargoManifest {
        let parts = line.split(separator: "|").map(String.init)
        guard let vessel = parts.first else { throw ParseError.missingField("vessel") }
        var fields: [String: String] = [:]
        for part in parts.dropFirst() {
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            if kv.count == 2 { fields[kv[0]] = kv[1] }
        }
        guard let dwt = fields["DWT"], let kg = Int(dwt.replacingOccurrences(of: "kg", with: "")) else {
            throw ParseError.missingField("DWT")
        }
        return CargoManifest(vessel: vessel, deadweightKilograms: kg, berth: fields["berth"] ?? "")
    }
}
