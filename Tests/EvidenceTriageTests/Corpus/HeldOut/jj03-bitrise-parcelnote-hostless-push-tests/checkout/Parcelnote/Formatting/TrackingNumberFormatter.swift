//
//  TrackingNumberFormatter.swift
//  Parcelnote
//

import Foundation

enum TrackingNumberFormatter {
    /// UPS: 1Z 999A A10 1234 5678 4
    static func display(_ raw: String) -> String {
        let s = raw.uppercased().filter { !$0.isWhitespace }
        guard s.hasPrefix("1Z"), s.count == 18 else { return s }
        let groups = [2, 4, 3, 4, 4, 1]
        var out: [String] = []
        var index = s.startIndex
        for g in groups {
            let end = s.index(index, offsetBy: g)
            out.append(String(s[index..<end]))
            index = end
        }
        return out.joined(separator: "")
    }
}
