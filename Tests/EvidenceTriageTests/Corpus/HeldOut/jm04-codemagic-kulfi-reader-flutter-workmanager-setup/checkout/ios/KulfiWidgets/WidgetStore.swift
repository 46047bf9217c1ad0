import Foundation

/// Reads what the Dart side saved through home_widget into the app group.
struct WidgetArticle: Codable, Hashable {
    let id: String
    let title: String
    let feed: String
}

struct CategoryEntry: Codable {
    let name: String
    let articles: [WidgetArticle]
}

enum WidgetStore {
    static let suite = UserDefaults(suiteName: "group.dev.kulfi.reader")

    static func loadArticles(key: String = "widget_latest") -> [WidgetArticle] {
        guard let json = suite?.string(forKey: key), let data = json.data(using: .utf8) else { return [] }
        return (try? JSONDecoder().decode([WidgetArticle].self, from: data)) ?? []
    }

    /// One category at a time: `{name, articles}` under `widget_category`.
    static func loadCategory() -> CategoryEntry? {
        guard let json = suite?.string(forKey: "widget_category"), let data = json.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode(CategoryEntry.self, from: data)
    }
}
