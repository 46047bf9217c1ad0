import Foundation

enum SiteAction: Equatable {
    case startSurvey
    case share
    case openInMaps
}

@MainActor
final class SiteDetailViewModel {
    let site: Site
    private let mapLink: ExternalMapLink

    init(site: Site, mapLink: ExternalMapLink) {
        self.site = site
        self.mapLink = mapLink
    }

    var title: String { site.name }

    var lastSurveyedText: String {
        guard let date = site.lastSurveyed else { return "Not surveyed yet" }
        return date.formatted(date: .abbreviated, time: .omitted)
    }

    var actions: [SiteAction] {
        var result: [SiteAction] = [.startSurvey, .share]
        if let url = mapLink.url(for: site.coordinate, label: site.name), mapLink.canOpen(url) {
            result.append(.openInMaps)
        }
        return result
    }
}
