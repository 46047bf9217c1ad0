import Foundation

struct DraftStore {
    let defaults: UserDefaults
    func save(_ text: String, chatID: String) { defaults.set(text, forKey: "draft") }
    func draft(chatID: String) -> String? { defaults.string(forKey: "draft") }
}
