import Foundation
import UniformTypeIdentifiers

/// Mirrors how the share sheet reads the dictionary form of
/// NSExtensionActivationRule: every attachment offered by the host app
/// must be matched by one of the declared keys, within its max count.
struct ActivationRule {
    let rule: [String: Any]

    init(appexInfo: [String: Any]) {
        let ext = appexInfo["NSExtension"] as? [String: Any] ?? [:]
        let attrs = ext["NSExtensionAttributes"] as? [String: Any] ?? [:]
        rule = attrs["NSExtensionActivationRule"] as? [String: Any] ?? [:]
    }

    static func loadFromBuiltAppex(named name: String = "PinmarkShare") -> ActivationRule? {
        guard let plugins = Bundle.main.builtInPlugInsURL else { return nil }
        let url = plugins.appendingPathComponent("\(name).appex/Info.plist")
        guard let data = try? Data(contentsOf: url),
              let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return ActivationRule(appexInfo: info)
    }

    private func max(_ key: String) -> Int {
        if let n = rule[key] as? Int { return n }
        if let b = rule[key] as? Bool { return b ? 1 : 0 }
        return 0
    }

    func activates(for attachmentTypes: [UTType]) -> Bool {
        var urls = 0, pages = 0, texts = 0, images = 0
        for type in attachmentTypes {
            if type.conforms(to: .url) { urls += 1 }
            else if type == .propertyList { pages += 1 }
            else if type.conforms(to: .plainText) { texts += 1 }
            else if type.conforms(to: .image) { images += 1 }
            else { return false }
        }
        if urls > max("NSExtensionActivationSupportsWebURLWithMaxCount") { return false }
        if pages > max("NSExtensionActivationSupportsWebPageWithMaxCount") { return false }
        if texts > 0 && rule["NSExtensionActivationSupportsText"] as? Bool != true { return false }
        if images > max("NSExtensionActivationSupportsImageWithMaxCount") { return false }
        return urls + pages + texts + images > 0
    }
}
