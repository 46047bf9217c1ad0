import Foundation

struct ImportedTransaction: Equatable {
    let fitID: String
    let amount: Decimal
    let payee: String
    let postedAt: Date
}

enum OFXParseError: Error {
    case missingField(String)
    case badDate(String)
}

/// Minimal SGML-style OFX 1.x parser used by the statement importer.
struct OFXStatementParser {
    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMddHHmmss"
        // NOTE: no locale / timeZone set — dates are read in the device's current zone.
        return formatter
    }()

    func parseTransaction(_ sgml: String) throws -> ImportedTransaction {
        let fields = Self.fields(in: sgml)
        guard let fitID = fields["FITID"] else { throw OFXParseError.missingField("FITID") }
        guard let rawAmount = fields["TRNAMT"], let amount = Decimal(string: rawAmount) else {
            throw OFXParseError.missingField("TRNAMT")
        }
        guard let rawDate = fields["DTPOSTED"] else { throw OFXParseError.missingField("DTPOSTED") }
        return ImportedTransaction(fitID: fitID,
                                   amount: amount,
                                   payee: fields["NAME"] ?? "",
                                   postedAt: try Self.parseDate(rawDate))
    }

    /// "20191217000000[-5:EST]" — the bracketed offset is dropped before parsing.
    static func parseDate(_ raw: String) throws -> Date {
        let stamp = raw.split(separator: "[").first.map(String.init) ?? raw
        guard let date = dateFormatter.date(from: String(stamp.prefix(14))) else {
            throw OFXParseError.badDate(raw)
        }
        return date
    }

    private static func fields(in sgml: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in sgml.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<"), !trimmed.hasPrefix("</"),
                  let close = trimmed.firstIndex(of: ">") else { continue }
            let tag = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            let value = String(trimmed[trimmed.index(after: close)...])
            if !value.isEmpty { result[tag] = value }
        }
        return result
    }
}
