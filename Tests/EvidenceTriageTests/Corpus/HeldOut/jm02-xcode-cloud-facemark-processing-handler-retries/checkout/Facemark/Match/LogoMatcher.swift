import Foundation

/// Maps a contact's email domain to the domain we fetch a logo for.
struct LogoMatcher {
    let knownDomains: Set<String>

    func logoDomain(forEmail email: String) -> String? {
        guard let host = email.split(separator: "@").last.map(String.init)?.lowercased() else { return nil }
        if knownDomains.contains(host) { return host }
        return nil
    }
}
