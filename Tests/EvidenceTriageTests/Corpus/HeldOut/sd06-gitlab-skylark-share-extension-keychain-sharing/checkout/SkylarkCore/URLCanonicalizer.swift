import Foundation

public enum URLCanonicalizer {
    static let tracking: Set<String> = ["utm_medium", "utm_campaign", "fbclid", "gclid"]

    public static func canonical(_ url: URL) -> URL {
        guard var comps = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        comps.host = comps.host?.lowercased()
        comps.queryItems = comps.queryItems?.filter { !tracking.contains($0.name) }
        if comps.queryItems?.isEmpty == true { comps.queryItems = nil }
        return comps.url ?? url
    }
}
