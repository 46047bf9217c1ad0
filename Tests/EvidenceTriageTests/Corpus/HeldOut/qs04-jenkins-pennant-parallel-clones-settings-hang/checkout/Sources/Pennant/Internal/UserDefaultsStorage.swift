import Foundation

final class UserDefaultsStorage: Storage {
    let defaults: UserDefaults
    let namespacePrefix: String?

    init(defaults: UserDefaults, namespacePrefix: String?) {
        self.defaults = defaults
        self.namespacePrefix = namespacePrefix
    }

    private func namespaced(_ key: String) -> String {
        guard let prefix = namespacePrefix else { return key }
        return "\(prefix).\(key)"
    }

    func set(_ value: Any?, forKey key: String) { defaults.set(value, forKey: namespaced(key)) }
    func dictionary(forKey key: String) -> [String: Any]? { defaults.dictionary(forKey: namespaced(key)) }
    func removeKey(_ key: String) { defaults.removeObject(forKey: key) }
}
