import Foundation

/// Text for system messages in a conversation ("Meanwhile Yvonne, Bastian
/// were added").
struct SystemMessageFormatter {
    var bundle: Bundle = .main

    private func localized(_ key: String) -> String {
        bundle.localizedString(forKey: key, value: nil, table: "SystemMessages")
    }

    func membersAddedWhileAway(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        let verb = names.count == 1 ? localized("system.was_added") : localized("system.were_added")
        // "<Meanwhile> <names> <were added>"
        return "\(localized("system.meanwhile")) \(names.joined(separator: ", ")) \(verb)"
    }
}
