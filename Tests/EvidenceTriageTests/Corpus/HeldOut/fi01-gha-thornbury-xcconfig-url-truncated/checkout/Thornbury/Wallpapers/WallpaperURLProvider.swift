import Foundation

/// Builds the URLs of the wallpaper catalogue from the CDN base URL baked into Info.plist
/// (`ThornburyWallpaperBaseURL`, set from the THORNBURY_WALLPAPER_BASE_URL build setting).
struct WallpaperURLProvider {
    enum Path: String {
        case metadata = "metadata/v1/wallpapers.json"
        case thumbnails = "thumbnails/v1"
    }

    private let baseURLString: String?

    init(bundle: Bundle = .main) {
        baseURLString = bundle.object(forInfoDictionaryKey: "ThornburyWallpaperBaseURL") as? String
    }

    init(baseURLString: String?) {
        self.baseURLString = baseURLString
    }

    func url(for path: Path) -> URL? {
        guard let base = baseURLString, let url = URL(string: base) else { return nil }
        return url.appendingPathComponent(path.rawValue)
    }

    func metadataURL() -> URL? { url(for: .metadata) }
}
