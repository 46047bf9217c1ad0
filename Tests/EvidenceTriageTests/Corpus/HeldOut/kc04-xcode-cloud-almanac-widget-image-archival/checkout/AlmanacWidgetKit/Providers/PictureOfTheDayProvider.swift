import WidgetKit
import os

/// Picture of the day. Requests a family-sized thumbnail and caches it in the app group.
struct PictureOfTheDayProvider: TimelineProvider {
    private let log = Logger(subsystem: "com.almanac.app.widgets", category: "POTD")
    let feed: FeedFetching
    let images: ImageFetching
    let cache: SharedImageCache

    func placeholder(in context: Context) -> PictureEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (PictureEntry) -> Void) { completion(.sample) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PictureEntry>) -> Void) {
        Task { completion(Timeline(entries: [await makeEntry(family: context.family)], policy: .after(.tomorrowMorning))) }
    }

    func makeEntry(family: WidgetFamily) async -> PictureEntry {
        guard let picture = try? await feed.pictureOfTheDay(on: .now) else { return .sample }
        let width = family == .systemSmall ? 500 : 960
        let resizedURL = picture.thumbnailURL(width: width)

        if let cached = cache.image(for: resizedURL) {
            log.info("cache hit for \(resizedURL.lastPathComponent)")
            return PictureEntry(date: .now, picture: picture, image: cached)
        }
        log.info("cache miss for \(resizedURL.lastPathComponent), fetching")
        guard let data = try? await images.data(for: resizedURL),
              let image = WidgetImage.downsampled(data, maxPixel: CGFloat(width)) else { return .sample }
        cache.store(image, for: picture.originalURL)
        return PictureEntry(date: .now, picture: picture, image: image)
    }
}
