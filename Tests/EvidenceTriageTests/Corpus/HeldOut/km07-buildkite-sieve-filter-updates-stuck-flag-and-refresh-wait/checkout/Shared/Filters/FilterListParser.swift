import Foundation

enum FilterRule: Equatable {
    case block(String)
    case cosmetic(domains: [String], selector: String)
    case cosmeticException(domains: [String], selector: String)
}

enum FilterListParser {
    static func parse(_ line: String) -> FilterRule? {
        let line = line.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty, !line.hasPrefix("!") else { return nil }
        if let range = line.range(of: "##") {
            let domains = line[..<range.lowerBound].split(separator: ",").map(String.init)
            return .cosmetic(domains: domains, selector: String(line[range.upperBound...]))
        }
        if let range = line.range(of: "#@#") {
            let domains = line[..<range.lowerBound].split(separator: ",").map(String.init)
            return .cosmeticException(domains: domains, selector: String(line[range.upperBound...]))
        }
        return .block(line)
    }
}
