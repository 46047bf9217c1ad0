import SwiftUI

struct ArticleRow: View {
    let article: WidgetArticle

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(article.title).font(.caption).bold().lineLimit(2)
            Text(article.feed).font(.caption2).foregroundStyle(.secondary)
        }
    }

    /// URL a tap should open in the app; home_widget only forwards URLs that
    /// carry a `homeWidget` query item.
    static func widgetURL(articleID: String) -> URL? {
        nil
    }
}
