import Foundation

/// Groups carrier tracking numbers for display.
enum TrackingNumberFormatter {
    static func display(_ raw: String) -> String {
        let cleaned = raw.uppercased().filter { $0.isLetter || $0.isNumber }
        // Royal Mail: two letters, nine digits, "GB" -> "AB 1234 5678 9GB"
        if cleaned.count == 13, cleaned.hasSuffix("GB") {
            return group(cleaned, sizes: [2, 4, 4, 3])
        }
        // UPS: 1Z + 16
        if cleaned.hasPrefix("1Z"), cleaned.count == 18 {
            return group(cleaned, sizes: [2, 3, 3, 2, 4, 4])
        }
        return cleaned
    }

    private static func group(_ s: String, sizes: [Int]) -> String {
        var parts: [String] = []
        var index = s.startIndex
        for size in sizes {
            let end = s.index(index, offsetBy: size, limitedBy: s.endIndex) ?? s.endIndex
            parts.append(String(s[index..<end]))
            index = end
        }
        return parts.joined(separator: " ")
    }
}
