import Foundation

struct ShareHandoffWriter {
    let groupId: String
    let key: String

    func append(text: String) {
        let defaults = UserDefaults(suiteName: groupId)
        var items = defaults?.stringArray(forKey: key) ?? []
        items.append(text)
        defaults?.set(items, forKey: key)
    }

    static func forExtension(bundleIdentifier: String) -> ShareHandoffWriter {
        let host = String(bundleIdentifier[..<bundleIdentifier.lastIndex(of: ".")!])
        return ShareHandoffWriter(groupId: "group.\(host)", key: "HarborShareKey")
    }
}
