//
//  TideTableHeader.swift
//  Tidewell
//

import Foundation

struct TideTableHeader {
    let station: String
    let timeZone: TimeZone

    /// "Leith - times shown in UTC"
    var title: String {
        let zone = timeZone.abbreviation() ?? timeZone.identifier
        return "\(station) - times shown in \(zone)"
    }
}
