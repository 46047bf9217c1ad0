import WidgetKit

struct FeaturedArticleEntry: TimelineEntry {
    let date: Date
    let title: String
    let extract: String
    let thumbnail: WidgetImage?
}

/// Today's featured article. Thumbnails are portrait more often than not.
struct FeaturedArticleProvider: TimelineProvider {
    let feed: FeedFetching
    let images: ImageFetching

    func placeholder(in context: Context) -> FeaturedArticleEntry {
        FeaturedArticleEntry(date: .now, title: "Featured article", extract: "", thumbnail: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (FeaturedArticleEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FeaturedArticleEntry>) -> Void) {
        Task {
            let entry = await makeEntry(family: context.family)
            completion(Timeline(entries: [entry], policy: .after(.tomorrowMorning)))
        }
    }

    func makeEntry(family: WidgetFamily) async -> FeaturedArticleEntry {
        guard let article = try? await feed.featuredArticle(on: .now) else {
            return FeaturedArticleEntry(date: .now, title: "Featured article", extract: "", thumbnail: nil)
        }
        var thumbnail: WidgetImage?
        if let url = article.thumbnailURL, let data = try? await images.data(for: url) {
            // The view scales the image down when it draws it.
            thumbnail = WidgetImage(data: data)
        }
        return FeaturedArticleEntry(date: .now, title: article.title, extract: article.extract, thumbnail: thumbnail)
    }
}
