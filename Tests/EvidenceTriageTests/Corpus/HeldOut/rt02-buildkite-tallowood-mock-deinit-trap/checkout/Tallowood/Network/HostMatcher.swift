import Foundation

struct HostMatcher {
    let hosts: Set<String>

    /// A host matches when it equals a configured host or is one of its subdomains.
    func isFirstParty(_ host: String) -> Bool {
        if hosts.contains(host) { return true }
        return hosts.contains { host.hasPrefix($0 + ".") }
    }
}
