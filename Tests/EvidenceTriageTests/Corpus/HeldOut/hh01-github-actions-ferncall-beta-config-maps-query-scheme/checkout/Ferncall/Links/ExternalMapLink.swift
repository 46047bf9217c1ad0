import UIKit

struct SiteCoordinate: Equatable {
    var latitude: Double
    var longitude: Double
}

/// Builds maps:// links for a survey site. Querying the maps scheme requires the
/// scheme to be listed under LSApplicationQueriesSchemes in the app's Info.plist.
struct ExternalMapLink {
    let application: UIApplication

    func url(for coordinate: SiteCoordinate, label: String) -> URL? {
        var components = URLComponents()
        components.scheme = "maps"
        components.host = ""
        components.queryItems = [
            URLQueryItem(name: "ll", value: "\(coordinate.latitude),\(coordinate.longitude)"),
            URLQueryItem(name: "q", value: label),
        ]
        return components.url
    }

    func canOpen(_ url: URL) -> Bool {
        application.canOpenURL(url)
    }
}
