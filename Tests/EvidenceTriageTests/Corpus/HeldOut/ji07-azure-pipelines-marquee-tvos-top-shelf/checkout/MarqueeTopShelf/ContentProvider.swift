import TVServices

/// tvOS 13+ Top Shelf: sectioned "Continue Watching" / "New Episodes" rows read from
/// the snapshot the main app writes into the shared App Group.
final class ContentProvider: TVTopShelfContentProvider {
    override func loadTopShelfContent(completionHandler: @escaping (TVTopShelfContent?) -> Void) {
        guard let snapshot = TopShelfSnapshot.read(appGroup: Bundle.main.object(forInfoDictionaryKey: "MarqueeAppGroup") as? String) else {
            completionHandler(nil); return
        }
        let sections = snapshot.sections.map { section -> TVTopShelfItemCollection<TVTopShelfSectionedItem> in
            let items = section.items.map(Self.makeItem)
            let collection = TVTopShelfItemCollection(items: items)
            collection.title = section.title
            return collection
        }
        completionHandler(TVTopShelfSectionedContent(sections: sections))
    }

    static func makeItem(_ item: TopShelfSnapshot.Item) -> TVTopShelfSectionedItem {
        let shelfItem = TVTopShelfSectionedItem(identifier: item.id)
        shelfItem.title = item.title
        shelfItem.imageShape = .hdtv
        // Poster is pre-fetched by the app into the App Group cache.
        shelfItem.setImageURL(item.cachedPosterFileURL, for: [.screenScale1x, .screenScale2x])
        shelfItem.playAction = TVTopShelfAction(url: URL(string: "marquee://play/\(item.id)")!)
        shelfItem.displayAction = TVTopShelfAction(url: URL(string: "marquee://title/\(item.id)")!)
        return shelfItem
    }
}
