//
//  TenantDisplayNameFormatter.swift
//  Signbridge
//

import Foundation

enum TenantDisplayNameFormatter {
    /// "contoso.onmicrosoft.com" -> "contoso"
    static func displayName(forDomain domain: String) -> String {
        domain.replacingOccurrences(of: ".onmicrosoft.com", with: "")
    }
}
