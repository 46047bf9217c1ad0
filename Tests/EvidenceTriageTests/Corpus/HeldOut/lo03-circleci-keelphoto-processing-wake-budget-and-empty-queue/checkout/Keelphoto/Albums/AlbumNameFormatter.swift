import Foundation

enum SmartAlbum { case recents, favorites, screenshots, videos }

struct AlbumNameFormatter {
    func name(for album: SmartAlbum, locale: Locale = .current) -> String {
        switch album {
        case .recents:
            return "Recents"
        case .favorites:
            return String(localized: "album.favorites", locale: locale)
        case .screenshots:
            return String(localized: "album.screenshots", locale: locale)
        case .videos:
            return String(localized: "album.videos", locale: locale)
        }
    }
}
