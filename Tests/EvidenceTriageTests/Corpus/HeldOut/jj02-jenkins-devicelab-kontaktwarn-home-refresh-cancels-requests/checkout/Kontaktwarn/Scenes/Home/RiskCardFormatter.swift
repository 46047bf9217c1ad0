//
//  RiskCardFormatter.swift
//  Kontaktwarn
//

import Foundation

struct RiskCardFormatter {
    var locale: Locale = .current

    func lastCheckText(hoursAgo: Int) -> String {
        if locale.language.languageCode == "de" {
            // "Stunde" for one hour, "Stunden" otherwise — the singular case is missing.
            return "Aktualisiert: vor \(hoursAgo) Stunden"
        }
        return hoursAgo == 1 ? "Updated: 1 hour ago" : "Updated: \(hoursAgo) hours ago"
    }
}
