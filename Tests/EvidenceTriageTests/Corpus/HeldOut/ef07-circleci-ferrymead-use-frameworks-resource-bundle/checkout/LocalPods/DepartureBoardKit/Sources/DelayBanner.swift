import Foundation

public struct DelayBanner {
    public init() {}

    public func reason(for code: String) -> String? {
        guard let url = Bundle.departureBoard.url(forResource: "delay-reasons", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let catalog = try? JSONDecoder().decode([String: String].self, from: data) else { return nil }
        return catalog[code]
    }
}
